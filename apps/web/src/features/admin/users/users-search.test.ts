import { describe, expect, it } from 'vitest';
import { readUsersFilters, usersApiQuery, usersSearch } from './users-search';

describe('readUsersFilters', () => {
  it('reads the address, dropping what the server would refuse', () => {
    expect(readUsersFilters(new URLSearchParams('q=%20ama%20&type=seller&active=false'))).toEqual({
      q: 'ama',
      userType: 'SELLER',
      active: 'false',
    });
    expect(readUsersFilters(new URLSearchParams('type=wizard&active=maybe'))).toEqual({ q: '', userType: '', active: '' });
  });
});

describe('usersSearch', () => {
  it('leaves empty filters out of the address', () => {
    expect(usersSearch({ q: ' ', userType: '', active: 'true' })).toEqual({ q: undefined, type: undefined, active: 'true' });
  });
});

describe('usersApiQuery', () => {
  it('names the filters as the API does, with the page cursor', () => {
    expect(usersApiQuery({ q: 'kofi', userType: 'COURIER', active: 'false' }, 'abc')).toBe(
      'q=kofi&user_type=COURIER&active=false&cursor=abc&limit=25',
    );
    expect(usersApiQuery({ q: '', userType: '', active: '' })).toBe('limit=25');
  });
});
