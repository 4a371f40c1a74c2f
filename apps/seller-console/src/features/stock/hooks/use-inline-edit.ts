import type { SellerStockItem } from '@portico/contract';
import { ApiError } from '@portico/web-kit';
import { useState } from 'react';
import { useNotify } from '../../../components/notifier.tsx';
import { t } from '../../../lib/i18n.ts';
import { usePatchStockItem } from '../api/patch-stock-item.ts';
import { changedValues, checkEdit, type EditDraft } from '../logic/edit-values.ts';

/**
 * One item's inline edit of quantity and list price: draft, validation beside each field, save with the values
 * the seller saw at Edit (the server refuses a stale edit with 409 and the list reloads), cancel.
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

  const start = () => {
    setDraft({ quantity: String(item.quantityAvailable), price: item.listPrice.toFixed(2) });
    setSeen({ quantityAvailable: item.quantityAvailable, listPrice: item.listPrice });
    setErrors({});
  };
  const cancel = () => {
    setDraft(undefined);
    setSeen(undefined);
    setErrors({});
  };
  const change = (field: keyof EditDraft, value: string) => {
    setDraft((d) => (d ? { ...d, [field]: value } : d));
    setErrors((e) => ({ ...e, [field === 'quantity' ? 'quantityError' : 'priceError']: undefined }));
  };
  const save = () => {
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
    start,
    cancel,
    change,
    save,
  };
}
