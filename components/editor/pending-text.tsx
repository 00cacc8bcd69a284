/**
 * The editor's text laid out as the editor will show it, readable (not yet editable) until CodeMirror
 * has mounted beside it in the editor's box, which hides it: server-rendered in that box, and the box's
 * content while the editor's script loads on a page reached in the browser.
 */
export function PendingText({ text }: { text: string }) {
  return (
    <div
      className="h-full overflow-auto has-[~.cm-editor]:hidden bg-white px-5 py-4 text-[15px] leading-[1.7] whitespace-pre-wrap text-stone-700"
      aria-hidden="true"
      data-testid="prose-editor-placeholder"
    >
      <div className="max-w-[72ch]">{text}</div>
    </div>
  );
}
