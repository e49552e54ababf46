/**
 * The tab's title for app pages, which are not prerendered and have no loader data for a route
 * `meta` to read (the board's name lives in the workspace query). Rendered as React 19's `<title>`,
 * which React hoists into `<head>` and removes again on unmount, so exactly one route's title is
 * in the document at a time. Public pages keep their route `meta` (it is prerendered): a route
 * uses one or the other, never both.
 */
export const APP_NAME = 'Quadrant';

/** "Work · Matrix · Quadrant": the most specific part first, what tabs cut off last. */
export function documentTitle(parts: readonly (string | undefined)[]): string {
  return [...parts.filter((p): p is string => Boolean(p)), APP_NAME].join(' · ');
}

export function DocumentTitle({ parts }: { parts: readonly (string | undefined)[] }) {
  return <title>{documentTitle(parts)}</title>;
}
