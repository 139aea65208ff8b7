import { adminKeys } from '../api/admin-keys';
import type { UsersFilters } from './users-search';

export const userKeys = {
  all: () => adminKeys.section('users'),
  list: (filters: UsersFilters) => [...userKeys.all(), 'list', filters] as const,
  detail: (userId: string) => [...userKeys.all(), 'detail', userId] as const,
};
