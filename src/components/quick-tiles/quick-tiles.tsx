import { Icon } from '../icon/icon';
import type { IconName } from '../../content/icon-paths';
import styles from './quick-tiles.module.css';

export interface QuickTile {
  key: string;
  icon: IconName;
  href: string;
  label: string;
  value: string;
  hint?: string;
}

/** A hero's row of large contact links (call, e-mail, opening hours), as on contact and location. */
export function QuickTiles({ tiles, label }: { tiles: readonly QuickTile[]; label?: string }) {
  return (
    <ul className={styles.tiles} aria-label={label}>
      {tiles.map((tile) => (
        <li key={tile.key}>
          <a className={styles.tile} href={tile.href} data-tile={tile.key}>
            <Icon name={tile.icon} className={styles.icon} />
            <span className={styles.label}>{tile.label}</span>
            <span className={styles.value}>{tile.value}</span>
            {tile.hint && <span className={styles.hint}>{tile.hint}</span>}
          </a>
        </li>
      ))}
    </ul>
  );
}
