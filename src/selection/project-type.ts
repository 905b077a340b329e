import { isProjectType, type ProjectType } from '../contact/project-types';
import type { SelectionItem } from './items';

/**
 * The project type the contact form suggests for a selection, when the visitor chose none. One
 * rule: each item (a picture through its service) votes for its service's project type; the
 * services the form does not list as a type (spines, catalogues) do not vote. The type with the
 * most votes wins, a tie going to the one the visitor marked first. A selection in which nothing
 * votes is of none of the listed types: "other". An empty one suggests nothing.
 */
export function suggestedProjectType(items: readonly SelectionItem[]): ProjectType | null {
  if (items.length === 0) return null;
  const votes = new Map<ProjectType, number>();
  for (const { service } of items) if (isProjectType(service)) votes.set(service, (votes.get(service) ?? 0) + 1);
  let best: ProjectType = 'otro';
  let most = 0;
  // Map keeps the order of first votes, so a later type needs strictly more to win a tie.
  for (const [type, count] of votes) {
    if (count > most) {
      best = type;
      most = count;
    }
  }
  return best;
}
