import { adminKeys } from '../../api/admin-keys';

export const ruleKeys = {
  all: adminKeys.section('content-rules'),
  list: (viewer: string) => [...ruleKeys.all, viewer] as const,
};
