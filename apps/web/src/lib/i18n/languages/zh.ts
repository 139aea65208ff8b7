import type { Messages } from '../area';
import type { Catalog } from '../catalog';
import shell from '../catalogs/shell/zh.json';

// This language's shell messages, its area catalogs' loaders (ADR 046: each area a chunk of its own,
// loaded with the pages that show it) and the areas of each route module: what i18n.ts loads when the
// language is chosen. The catalogs are compiled by the build (ADR 068).
export default shell as unknown as Catalog;
export const areas = import.meta.glob<{ default: Messages }>(['../catalogs/*/zh.json', '!../catalogs/shell/*', '!../catalogs/problems/*']);
export { ROUTE_AREAS as routeAreas } from '../route-areas';
