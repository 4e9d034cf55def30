import { Link } from '@furnace/router';
import { parseInline, parseParagraphs, type ContactDetails, type Inline } from './rich-text';

function Piece({ piece }: { piece: Inline }) {
  if (piece.kind === 'text') return <>{piece.text}</>;
  if (piece.internal) return <Link to={piece.href}>{piece.text}</Link>;
  const external = /^https?:/i.test(piece.href);
  return (
    <a href={piece.href} {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}>
      {piece.text}
    </a>
  );
}

/** Text staff wrote (rich-text.ts); `inline`: one paragraph without the <p>. */
export function RichText({
  text,
  contact,
  inline = false,
}: {
  text: string;
  contact?: ContactDetails;
  inline?: boolean;
}) {
  const pieces = (list: Inline[]) =>
    list.map((piece, index) => <Piece key={index} piece={piece} />);
  if (inline) return <>{pieces(parseInline(text.replace(/\s*\n\s*/g, ' '), contact))}</>;
  return (
    <>
      {parseParagraphs(text, contact).map((list, index) => (
        <p key={index}>{pieces(list)}</p>
      ))}
    </>
  );
}
