import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { EditorContent, useEditor, useEditorState, type Editor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { FieldErrorMessage } from '../../../components/ui/form/field-error-message';
import { useErrorText } from '../../../components/ui/form/error-text';
import { cn } from '../../../lib/cn';
import { ARTICLE_PROSE } from './article-prose';

/**
 * TipTap makes only what the server keeps (docs/decisions/028-rich-text-and-sanitising.md):
 * headings 2–4, emphasis, lists, quotes, code and links; underline is off, as the server drops it.
 */
const EXTENSIONS = [
  StarterKit.configure({
    heading: { levels: [2, 3, 4] },
    underline: false,
    link: { openOnClick: false, protocols: ['http', 'https', 'mailto'] },
  }),
];

interface RichTextEditorProps {
  label: string;
  value: string;
  onChange: (html: string) => void;
  error: string | undefined;
}

export function RichTextEditor({ label, value, onChange, error }: RichTextEditorProps) {
  const id = useId();
  const errorText = useErrorText();
  const editor = useEditor({
    extensions: EXTENSIONS,
    content: value,
    immediatelyRender: false,
    onUpdate: ({ editor: changed }) => onChange(changed.isEmpty ? '' : changed.getHTML()),
    editorProps: {
      attributes: {
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-labelledby': `${id}-label`,
        'aria-describedby': `${id}-error`,
        class: `${ARTICLE_PROSE} min-h-48 px-3 py-2 focus:outline-none`,
      },
    },
  });
  return (
    <div className="grid gap-1.5">
      <span id={`${id}-label`} className="text-sm font-medium text-fg">
        {label}
        <span aria-hidden="true" className="text-danger">
          {' '}
          *
        </span>
      </span>
      <div
        className={cn(
          'rounded-lg border bg-surface focus-within:ring-2 focus-within:ring-primary',
          error ? 'border-danger' : 'border-border',
        )}
      >
        {editor ? <Toolbar editor={editor} /> : null}
        <EditorContent editor={editor} />
      </div>
      <FieldErrorMessage id={`${id}-error`}>{errorText(error)}</FieldErrorMessage>
    </div>
  );
}

function Toolbar({ editor }: { editor: Editor }) {
  const { t } = useTranslation('news');
  const active = useEditorState({
    editor,
    selector: ({ editor: current }) => ({
      bold: current.isActive('bold'),
      italic: current.isActive('italic'),
      heading: current.isActive('heading', { level: 2 }),
      bulletList: current.isActive('bulletList'),
      orderedList: current.isActive('orderedList'),
      quote: current.isActive('blockquote'),
      link: current.isActive('link'),
    }),
  });
  const link = () => {
    if (active.link) {
      editor.chain().focus().unsetLink().run();
      return;
    }
    const href = window.prompt(t('admin.editor.linkPrompt'), 'https://');
    if (href) editor.chain().focus().extendMarkRange('link').setLink({ href }).run();
  };
  const buttons = [
    { key: 'bold', label: 'B', run: () => editor.chain().focus().toggleBold().run() },
    { key: 'italic', label: 'I', run: () => editor.chain().focus().toggleItalic().run() },
    { key: 'heading', label: 'H', run: () => editor.chain().focus().toggleHeading({ level: 2 }).run() },
    { key: 'bulletList', label: '•', run: () => editor.chain().focus().toggleBulletList().run() },
    { key: 'orderedList', label: '1.', run: () => editor.chain().focus().toggleOrderedList().run() },
    { key: 'quote', label: '“', run: () => editor.chain().focus().toggleBlockquote().run() },
    { key: 'link', label: '🔗', run: link },
  ] as const;
  return (
    <div
      role="toolbar"
      aria-label={t('admin.editor.toolbar')}
      className="flex flex-wrap gap-1 border-b border-border p-1"
    >
      {buttons.map((button) => (
        <button
          key={button.key}
          type="button"
          title={t(`admin.editor.${button.key}`)}
          aria-pressed={active[button.key]}
          onClick={button.run}
          className="min-h-9 min-w-9 rounded-md px-2 text-sm font-semibold text-fg hover:bg-surface-muted aria-pressed:bg-primary-soft aria-pressed:text-primary-soft-fg"
        >
          {/* The symbol is what the eye reads; the name is what a screen reader says. */}
          <span aria-hidden="true">{button.label}</span>
          <span className="sr-only">{t(`admin.editor.${button.key}`)}</span>
        </button>
      ))}
    </div>
  );
}
