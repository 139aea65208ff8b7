import type { AreaT } from '../../../lib/i18n/area';
import type { sellersMessages } from '../../../lib/i18n/catalogs/sellers';
import { ApiError } from '../../../lib/http';
import { fieldsFailure, oneOf, type FieldsFailure } from '../../../lib/field-issues';

// What a refused application means for the form: messages under their fields (422, loc ['body',
// field]), a change in where the person stands (409: a seller already, a courier, an application
// already waiting), or one message above the button.

export const APPLICATION_FIELDS = [
  'business_name',
  'business_type',
  'business_registration_number',
  'business_address',
  'region',
  'phone',
  'about',
] as const;
export type ApplicationField = (typeof APPLICATION_FIELDS)[number];

export type ApplicationFailure =
  FieldsFailure<ApplicationField> | { kind: 'conflict'; message: string } | { kind: 'form'; message: string };

const isField = oneOf(APPLICATION_FIELDS);

export function applicationFailure(t: AreaT<(typeof sellersMessages)['en']>, error: unknown): ApplicationFailure {
  if (!(error instanceof ApiError)) return { kind: 'form', message: t('failed') };
  if (error.status === 409) return { kind: 'conflict', message: error.detail };
  const issues = fieldsFailure(error, isField);
  if (issues) return issues;
  if (error.status === 0) return { kind: 'form', message: error.detail };
  return { kind: 'form', message: error.status >= 500 ? t('serverFailed') : error.detail || t('failed') };
}
