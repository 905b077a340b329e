import type { IconName } from './icon-paths';

/** An entry of a list of steps, benefits or features: a title and a text, as translation keys. */
export interface TextItem {
  id: string;
  titleKey: string;
  textKey: string;
}

export interface IconTextItem extends TextItem {
  icon: IconName;
}

/** Items whose texts sit at `{base}.{id}.title` and `{base}.{id}.text`. */
export function textItems(base: string, ids: readonly string[]): TextItem[] {
  return ids.map((id) => ({ id, titleKey: `${base}.${id}.title`, textKey: `${base}.${id}.text` }));
}

export function iconTextItems(
  base: string,
  entries: readonly (readonly [id: string, icon: IconName])[],
): IconTextItem[] {
  return entries.map(([id, icon]) => ({ ...textItems(base, [id])[0]!, icon }));
}
