import type { DeviceFeature } from './routes';
import { pageDeviceFeatures } from './paths';
import { resolveRoute } from './resolve-route';

/** The device features of the page a path shows: none where it shows no page of the table. */
function featuresAt(pathname: string): readonly DeviceFeature[] {
  const resolution = resolveRoute(pathname);
  return resolution.kind === 'page' ? pageDeviceFeatures(resolution.page) : [];
}

/**
 * Whether going from the page at `from` to the page at `to` (paths, no query) must load the next
 * page's document rather than have the app show it in place: when either page uses a device
 * feature (the booth's camera). Permissions-Policy is the document's, set by the answer it was
 * loaded with: a page shown in place keeps the policy of the page the document was loaded for,
 * so the booth reached from another page would have no camera, and a page reached from the booth
 * would keep it. Between two booth pages (a language switched) the page loads too, which keeps
 * the rule one line; the card being typed lives on the device and is there after the load.
 */
export function needsDocumentLoad(from: string, to: string): boolean {
  return featuresAt(from).length > 0 || featuresAt(to).length > 0;
}
