import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, renderHook } from '@testing-library/react';
import { z } from 'zod';
import { notify } from '../../../lib/toast';
import { SCHEMA_LOAD_FAILED, useCheckedForm } from './use-checked-form';

vi.mock('../../../lib/toast', () => ({ notify: { success: vi.fn(), error: vi.fn(), warning: vi.fn(), info: vi.fn() } }));

const schema = z.object({ name: z.string().min(1, 'Enter a name.') });

afterEach(() => {
  cleanup();
  vi.mocked(notify.error).mockReset();
});

describe('useCheckedForm', () => {
  it('loads the schema once, on the first touch, and checks the values against it', async () => {
    const load = vi.fn(() => Promise.resolve(schema));
    const { result } = renderHook(() => useCheckedForm(load));
    expect(load).not.toHaveBeenCalled();
    act(() => result.current.warm());
    let valid: boolean | undefined;
    await act(async () => void (valid = await result.current.check({ name: '' })));
    expect(valid).toBe(false);
    expect(result.current.errors).toEqual({ name: 'Enter a name.' });
    await act(async () => void (valid = await result.current.check({ name: 'Ama' })));
    expect(valid).toBe(true);
    expect(result.current.errors).toEqual({});
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('says so when the schema cannot be fetched, sends nothing, and tries again on the next submit', async () => {
    const load = vi
      .fn<() => Promise<z.ZodType>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValue(schema);
    const { result } = renderHook(() => useCheckedForm(load));
    let valid: boolean | undefined;
    await act(async () => void (valid = await result.current.check({ name: 'Ama' })));
    expect(valid).toBe(false);
    expect(notify.error).toHaveBeenCalledWith(SCHEMA_LOAD_FAILED);
    await act(async () => void (valid = await result.current.check({ name: 'Ama' })));
    expect(valid).toBe(true);
    expect(load).toHaveBeenCalledTimes(2);
  });
});
