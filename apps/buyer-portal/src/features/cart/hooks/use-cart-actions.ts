import type { OfferItem, OffersMap } from '@portico/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { deleteOffer } from '../../offers/api/delete-offer.ts';
import { OFFERS_KEY } from '../../offers/api/get-offers.ts';
import { updateOffer } from '../../offers/api/update-offer.ts';
import { deleteOffers } from '../api/delete-offers.ts';
import { moveToCart } from '../api/move-to-cart.ts';

/**
 * The cart's writes (G-047, G-061, G-066, G-067). Each answer is written into the offers map at once, so the
 * line moves tab or disappears without waiting (G-062, G-068), and the map is then refetched.
 */
export function useCartActions() {
  const queryClient = useQueryClient();
  const patch = (fn: (map: OffersMap) => OffersMap) =>
    queryClient.setQueryData<OffersMap>(OFFERS_KEY, (map) => (map ? fn(map) : map));
  const refetch = () => queryClient.invalidateQueries({ queryKey: OFFERS_KEY });

  const withItems = (map: OffersMap, items: readonly OfferItem[]) => {
    const next = { ...map };
    for (const item of items) next[item.itemNumberWarehouse] = item;
    return next;
  };
  const withoutIds = (map: OffersMap, ids: ReadonlySet<string>) =>
    Object.fromEntries(Object.entries(map).filter(([, v]) => !ids.has(v.stocklistOffer.offerId)));

  const save = useMutation({
    mutationFn: updateOffer,
    onSuccess: (item) => patch((map) => withItems(map, [item])),
    onSettled: refetch,
  });
  const move = useMutation({
    mutationFn: moveToCart,
    onSuccess: (items) => patch((map) => withItems(map, items)),
    onSettled: refetch,
  });
  const removeOne = useMutation({
    mutationFn: deleteOffer,
    onSuccess: (_, offerId) => patch((map) => withoutIds(map, new Set([offerId]))),
    onSettled: refetch,
  });
  const removeMany = useMutation({
    mutationFn: deleteOffers,
    onSuccess: (_, offerIds) => patch((map) => withoutIds(map, new Set(offerIds))),
    onSettled: refetch,
  });
  return { save, move, removeOne, removeMany };
}
