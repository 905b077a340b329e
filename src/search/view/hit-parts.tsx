import type { SearchHit } from '../search-hit';
import styles from './hit-parts.module.css';

/** The words around the match, the matched ones in `<mark>`: text, escaped by React, never markup. */
export function HitSnippet({ hit, className }: { hit: SearchHit; className?: string }) {
  if (hit.snippet.length === 0) return null;
  return (
    <span className={className}>
      {hit.snippet.map((part, index) => (part.marked ? <mark key={index}>{part.text}</mark> : part.text))}
    </span>
  );
}

/** Where the hit sits: Services › Sample books. */
export function HitTrail({ hit, className }: { hit: SearchHit; className?: string }) {
  if (hit.trail.length === 0) return null;
  return <span className={className}>{hit.trail.join(' › ')}</span>;
}

/** The picture of a service or picture hit: small, lazy, with its alt text. */
export function HitPicture({ hit }: { hit: SearchHit }) {
  if (!hit.image) return null;
  return (
    <img className={styles.picture} src={hit.image.src} alt={hit.image.alt} width={64} height={48} loading="lazy" />
  );
}
