# Writes the encoding samples of InputEncodingGoldenTests: each HTML input encoded by
# Python's own codecs and its expected text written from the same phrase, so neither depends
# on mconv. Run from this folder: python3 make-samples.py
samples = [
 # (file name, label in the document, python codec, phrase, declaration style)
 ("utf-8", "utf-8", "utf-8", "Ünïcödé ✓ 日本語 😀 “quotes” – €5", "charset"),
 ("utf-16le", None, "utf-16-le", "Ünïcödé ✓ 日本語 😀 with a byte order mark", "bom"),
 ("utf-16be", None, "utf-16-be", "Ünïcödé ✓ 日本語 😀 with a byte order mark", "bom"),
 ("windows-1250", "windows-1250", "cp1250", "Zażółć gęślą jaźń – Příliš žluťoučký kůň úpěl ďábelské ódy „€5“", "charset"),
 ("windows-1251", "windows-1251", "cp1251", "Съешь же ещё этих мягких французских булок, да выпей чаю. №5 – «€»", "charset"),
 ("windows-1252", "iso-8859-1", "cp1252", "It’s “café” – €100, naïve Ångström, Copyright © 2004", "http-equiv"),
 ("windows-1253", "windows-1253", "cp1253", "Ξεσκεπάζω την ψυχοφθόρα βδελυγμία – €5", "charset"),
 ("windows-1254", "iso-8859-9", "cp1254", "Pijamalı hasta yağız şoföre çabucak güvendi – €5", "charset"),
 ("windows-1255", "windows-1255", "cp1255", "דג סקרן שט בים מאוכזב ולפתע מצא חברה ₪5 – €5", "charset"),
 ("windows-1256", "windows-1256", "cp1256", "نص حكيم له سر قاطع وذو شأن عظيم – €5", "charset"),
 ("windows-1257", "windows-1257", "cp1257", "Įlinkdama fechtuotojo špaga sublykčiojusi pragręžė apvalų arbūzą – €5", "charset"),
 ("windows-1258", "windows-1258", "cp1258", "Tiê\u0301ng Viê\u0323t co\u0301 dâ\u0301u: đươ\u0300ng phô\u0301 – €5", "charset"),
 ("iso-8859-2", "latin2", "iso8859_2", "Zażółć gęślą jaźń; Příliš žluťoučký kůň úpěl ďábelské ódy", "charset"),
 ("iso-8859-3", "iso-8859-3", "iso8859_3", "Eĥoŝanĝo ĉiuĵaŭde; Ġiġġifogħ bil-ħażina", "charset"),
 ("iso-8859-4", "iso-8859-4", "iso8859_4", "Glāžšķūņa rūķīši dzērumā čiepj Baha koncertflīģeļu vākus", "charset"),
 ("iso-8859-5", "iso-8859-5", "iso8859_5", "Съешь же ещё этих мягких французских булок, да выпей чаю. №5", "charset"),
 ("iso-8859-6", "iso-8859-6", "iso8859_6", "نص حكيم له سر قاطع وذو شأن عظيم؟", "charset"),
 ("iso-8859-7", "iso-8859-7", "iso8859_7", "Ξεσκεπάζω την ψυχοφθόρα βδελυγμία", "charset"),
 ("iso-8859-8", "iso-8859-8", "iso8859_8", "דג סקרן שט בים מאוכזב ולפתע מצא חברה", "charset"),
 ("iso-8859-8-i", "iso-8859-8-i", "iso8859_8", "דג סקרן שט בים מאוכזב ולפתע מצא חברה (logical order)", "charset"),
 ("iso-8859-10", "iso-8859-10", "iso8859_10", "Kæmi ný öxi hér, ykist þjófum nú bæði víl og ádrepa; ŋ ŧ đ ą", "charset"),
 ("iso-8859-13", "iso-8859-13", "iso8859_13", "Įlinkdama fechtuotojo špaga sublykčiojusi pragręžė apvalų arbūzą „ok“", "charset"),
 ("iso-8859-14", "iso-8859-14", "iso8859_14", "Parciais fy jac codi baw hud llawn dŵr ger tŷ Mabon; Ŵ Ŷ ẁ ẃ ẅ", "charset"),
 ("iso-8859-15", "iso-8859-15", "iso8859_15", "Le cœur déçu mais l’âme plutôt naïve, Louÿs rêva de crapaüter; Œuvre: 12 €".replace("’", "'"), "charset"),
 ("iso-8859-16", "iso-8859-16", "iso8859_16", "Fumegând hipnotic sașiul azvârle mreje în bălți. Preț: 5 €", "charset"),
 ("koi8-r", "koi8-r", "koi8_r", "Съешь же ещё этих мягких французских булок, да выпей чаю", "charset"),
 ("koi8-u", "koi8-u", "koi8_u", "Чуєш їх, доцю, га? Кумедна ж ти, прощайся без ґольфів!", "charset"),
 ("shift_jis", "shift_jis", "shift_jis", "いろはにほへと ちりぬるを 日本語のテキスト、カタカナ。", "charset"),
 ("euc-jp", "euc-jp", "euc_jp", "いろはにほへと ちりぬるを 日本語のテキスト、カタカナ。", "charset"),
 ("iso-2022-jp", "iso-2022-jp", "iso2022_jp", "いろはにほへと ちりぬるを 日本語のテキスト、カタカナ。", "charset"),
 ("gbk", "gb2312", "gbk", "我能吞下玻璃而不伤身体。", "http-equiv"),
 ("gb18030", "gb18030", "gb18030", "我能吞下玻璃而不伤身体。Ä ǹ 😀 €", "charset"),
 ("big5", "big5", "big5", "我能吞下玻璃而不傷身體。", "charset"),
 ("euc-kr", "ks_c_5601-1987", "cp949", "나는 유리를 먹을 수 있어요. 그래도 아프지 않아요.", "charset"),
]
for name, label, codec, phrase, style in samples:
    body = "<p>" + phrase + "</p>\n"
    if style == "charset":
        head = '<!DOCTYPE html>\n<html><head><meta charset="%s"></head>\n<body>\n' % label
    elif style == "http-equiv":
        head = '<!DOCTYPE html>\n<html><head><meta http-equiv="Content-Type" content="text/html; charset=%s"></head>\n<body>\n' % label
    else:
        head = '<!DOCTYPE html>\n<html><head><title></title></head>\n<body>\n'
    html = head + body + "</body></html>\n"
    data = html.encode(codec)
    if style == "bom":
        data = ("\ufeff").encode(codec) + data
    assert data.decode(codec) .lstrip("\ufeff") == html
    open(name + ".html", "wb").write(data)
    open(name + ".txt", "w").write(phrase + "\n")
# Markdown with a UTF-16 byte order mark.
md = "# Überschrift\n\nGrüße aus **Köln** – 日本語 😀\n"
open("markdown-utf-16le.md", "wb").write("\ufeff".encode("utf-16-le") + md.encode("utf-16-le"))
open("markdown-utf-16le.txt", "w").write("Überschrift\n\nGrüße aus Köln – 日本語 😀\n")
