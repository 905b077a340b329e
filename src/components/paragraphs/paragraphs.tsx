/** A translated text of several paragraphs, separated in the locale files by a blank line. */
export function Paragraphs({ text, className }: { text: string; className?: string }) {
  return (
    <>
      {text.split(/\n\s*\n/).map((paragraph, i) => (
        <p key={i} className={className}>
          {paragraph.trim()}
        </p>
      ))}
    </>
  );
}
