import type { BaseEditor } from 'slate'
import type { ReactEditor } from 'slate-react'
import type { HistoryEditor } from 'slate-history'
import type { Element, Text } from '../../../../shared/rules/rich-text'

// The stored form of rich text lives in shared/rules/rich-text.ts (the form checks read it too); here it
// becomes Slate's own node types, so the editor and the stored JSON cannot drift apart.

export {
  emptyDocument,
  isRichTextEmpty,
  parseRichText,
  richTextToPlain,
  serializeRichText,
  type Align,
  type BlockElement,
  type BlockType,
  type Element,
  type LinkElement,
  type RichNode,
  type Text,
} from '../../../../shared/rules/rich-text'

declare module 'slate' {
  interface CustomTypes {
    Editor: BaseEditor & ReactEditor & HistoryEditor
    Element: Element
    Text: Text
  }
}
