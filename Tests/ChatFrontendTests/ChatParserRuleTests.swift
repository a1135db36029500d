import ChatFrontend
import MarkupAST
import Testing
