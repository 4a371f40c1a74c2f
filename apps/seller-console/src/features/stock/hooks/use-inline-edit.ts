import type { SellerStockItem } from '@portico/contract';
import { ApiError } from '@portico/web-kit';
import { useState } from 'react';
import { useNotify } from '../../../components/notifier.tsx';
import { t } from '../../../lib/i18n.ts';
import { usePatchStockItem } from '../api/patch-stock-item.ts';
import { bigPriceCut, changedValues, checkEdit, type EditDraft } from '../logic/edit-values.ts';

/**
 * One item's inline edit of quantity and list price: draft, validation beside each field, save with the values
 * the seller saw at Edit (the server refuses a stale edit with 409 and the list reloads), cancel. A list price
 * cut by BIG_CUT_PERCENT or more waits for the seller's confirmation.
 */
export function useInlineEdit(item: SellerStockItem) {
  const notify = useNotify();
  const patch = usePatchStockItem();
  const [draft, setDraft] = useState<EditDraft>();
  // The values the seller saw when pressing Edit: the save changes only what they changed from these, and names
  // them as expected, so an item changed meanwhile (an order's hold, a colleague's save, an upload) is refused
  // with 409 instead of being written back over (the live item would have made every save look current).
  const [seen, setSeen] = useState<{ quantityAvailable: number; listPrice: number }>();
  const [errors, setErrors] = useState<{ quantityError?: string; priceError?: string }>({});
  // A big list price cut waiting for the seller's word (a typo would reach every buyer at once).
  const [cut, setCut] = useState<{ percent: number; from: number; to: number }>();
  // Bumped when the edit closes (saved or cancelled): the row gives the focus back to its Edit button.
  const [closed, setClosed] = useState(0);

  const start = () => {
    setDraft({ quantity: String(item.quantityAvailable), price: item.listPrice.toFixed(2) });
    setSeen({ quantityAvailable: item.quantityAvailable, listPrice: item.listPrice });
    setErrors({});
  };
  const cancel = () => {
    setDraft(undefined);
    setSeen(undefined);
    setErrors({});
    setCut(undefined);
    setClosed((n) => n + 1);
  };
  const change = (field: keyof EditDraft, value: string) => {
    setDraft((d) => (d ? { ...d, [field]: value } : d));
    setErrors((e) => ({ ...e, [field === 'quantity' ? 'quantityError' : 'priceError']: undefined }));
  };
  const save = (confirmed = false) => {
    if (!draft || !seen) return;
    const checked = checkEdit(draft);
    if (!checked.ok) {
      setErrors(checked);
      return;
    }
    const before = seen;
    const changes = changedValues(before, checked);
    if (!changes) {
      cancel();
      return;
    }
    const percent = changes.listPrice === undefined ? null : bigPriceCut(before.listPrice, changes.listPrice);
    if (percent !== null && !confirmed) {
      setCut({ percent, from: before.listPrice, to: checked.listPrice });
      return;
    }
    setCut(undefined);
    patch.mutate(
      { itemNumberWarehouse: item.itemNumberWarehouse, body: { ...changes, expected: before } },
      {
        onSuccess: () => {
          cancel();
          notify(t('consoleSaved', { itemNumber: item.itemNumber, warehouse: item.warehouse }));
        },
        onError: (err) => {
          const message =
            err instanceof ApiError ? err.message : t('consoleSomethingWentWrongPleaseTryAgain');
          if (err instanceof ApiError && err.status === 409) cancel();
          notify(message, 'error');
        },
      },
    );
  };
  return {
    draft,
    errors,
    isEditing: draft !== undefined,
    isSaving: patch.isPending,
    /** The big cut the seller is asked to confirm; `save(true)` confirms, `keepEditing` goes back to the fields. */
    cut,
    keepEditing: () => setCut(undefined),
    closed,
    start,
    cancel,
    change,
    save,
  };
}
