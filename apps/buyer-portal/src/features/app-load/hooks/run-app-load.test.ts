// @vitest-environment jsdom
import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SETTINGS_KEYS } from '../api/get-settings.ts';
import { runAppLoad } from './run-app-load.ts';

// the app load's steps, each answer into the query cache; an answer the first screen's own queries already
// hold (or are fetching) is taken from there, not asked for again.
const NO_DOCUMENTS = {
  documents: [],
  documentUploadUrl: '',
  authToken: '',
  disablePayAndShipNow: false,
  isOpen: false,
};

describe('runAppLoad', () => {
  const requests: string[] = [];
  const answers: Record<string, unknown> = {
    'order/settings': { paymentCollectionSettings: {} },
    'inventory/settings': { warehouses: [] },
    'stocklist/cart/settings': { messages: [] },
    'stocklist/stocklist/settings': { category: [] },
    'account/pending-documents': NO_DOCUMENTS,
  };
  beforeEach(() => {
    vi.stubGlobal('fetch', async (url: string) => {
      const path = new URL(url, 'http://portal.test').pathname.replace('/px-api-gateway/', '');
      requests.push(path);
      return new Response(JSON.stringify({ status: 'SUCCESS', results: answers[path] ?? {} }));
    });
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    requests.length = 0;
  });

  it('asks for each setting once, in the spec order, and fills the cache', async () => {
    const queryClient = new QueryClient();
    expect(await runAppLoad(queryClient)).toBe(true);
    expect(requests).toEqual([
      'order/settings',
      'inventory/settings',
      'stocklist/cart/settings',
      'stocklist/stocklist/settings',
      'account/pending-documents',
    ]);
    expect(queryClient.getQueryData(SETTINGS_KEYS.cart)).toEqual({ messages: [] });
    expect(queryClient.getQueryData(SETTINGS_KEYS.pendingDocuments)).toEqual(NO_DOCUMENTS);
  });

  it('takes the pending documents the proof-of-export dialog has just read instead of asking again', async () => {
    const queryClient = new QueryClient();
    queryClient.setQueryData(SETTINGS_KEYS.pendingDocuments, NO_DOCUMENTS);
    queryClient.setQueryData(SETTINGS_KEYS.inventory, { warehouses: [] });
    queryClient.setQueryData(SETTINGS_KEYS.stocklist, { category: [] });
    expect(await runAppLoad(queryClient)).toBe(true);
    expect(requests).toEqual(['order/settings', 'stocklist/cart/settings']);
  });
});
