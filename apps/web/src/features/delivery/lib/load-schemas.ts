/**
 * The delivery contract's zod schemas, loaded when a form is checked or sent: zod is about 25 KiB of
 * gzipped JavaScript that /delivery and the dashboard do not need to show. The first call starts the
 * download (a form starts it when it is first touched); later calls answer at once.
 */
export const loadDeliverySchemas = () => import('@dwa/shared/delivery');
