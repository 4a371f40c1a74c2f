// @vitest-environment jsdom
import { act } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { APP_VERSION_QUERY_KEY } from '../../features/config/api/get-saas-config.ts';
import { noticeStore } from '../../lib/notify.ts';
import { renderPortal } from '../../test/render.tsx';
import { AppVersionCheck } from './use-app-version-check.ts';

// the version served at load is the config's (read with the page); the check compares it when the
// frame mounts without asking the server again (P9: no request of its own with the first screen), then polls.
describe('AppVersionCheck', () => {
  const requests: string[] = [];
  beforeEach(() => {
    vi.stubGlobal('__APP_VERSION__', '1.0.0+20261127T000000Z');
    vi.stubGlobal('fetch', async (url: string) => {
      requests.push(String(url));
      return new Response(
        JSON.stringify({ status: 'SUCCESS', results: { appVersion: '1.0.0+20261127T000000Z' } }),
      );
    });
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    requests.length = 0;
    noticeStore.set(undefined);
  });

  it('compares the version the page was served with at mount, without a request', async () => {
    const { queryClient } = await renderPortal(<AppVersionCheck initialServed="1.0.0+20261127T000000Z" />);
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(requests).toEqual([]);
    expect(queryClient.getQueryData(APP_VERSION_QUERY_KEY)).toBe('1.0.0+20261127T000000Z');
    expect(noticeStore.get()).toBeUndefined();
  });

  it('offers REFRESH APP at mount when the page was served with another build', async () => {
    await renderPortal(<AppVersionCheck initialServed="1.0.1+20261127T010000Z" />);
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(requests).toEqual([]);
    expect(noticeStore.get()).toMatchObject({
      message: 'A Newer App Version is Available',
      action: { label: 'REFRESH APP' },
    });
  });
});
