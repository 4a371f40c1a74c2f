import type { StaffAuditAction, StaffAuditEntry } from '@portico/contract';
import { type ConsoleKey, t } from '../../lib/i18n.ts';

/**
 * The audit log in words (docs/decisions/016): each action the server records named as a seller says it, each
 * kind of target named, and where the target has a console page, its address. The action map is total over the
 * contract's STAFF_AUDIT_ACTIONS (the type checks it); a code the console does not know yet (a newer server) is
 * shown as it is.
 */
const ACTION_WORDS: Record<StaffAuditAction, ConsoleKey> = {
  'banners.banner.create': 'consoleAuditDidBannerCreate',
  'banners.banner.update': 'consoleAuditDidBannerUpdate',
  'banners.banner.delete': 'consoleAuditDidBannerDelete',
  'brand.draft.save': 'consoleAuditDidBrandDraftSave',
  'brand.draft.discard': 'consoleAuditDidBrandDraftDiscard',
  'brand.publish': 'consoleAuditDidBrandPublish',
  'brand.asset.upload': 'consoleAuditDidBrandAssetUpload',
  'buyers.invite': 'consoleAuditDidBuyerInvite',
  'buyers.approve': 'consoleAuditDidBuyerApprove',
  'buyers.profile.update': 'consoleAuditDidBuyerProfileUpdate',
  'buyers.authorities.update': 'consoleAuditDidBuyerAuthoritiesUpdate',
  'buyers.password.reset': 'consoleAuditDidBuyerPasswordReset',
  'buyers.deactivate': 'consoleAuditDidBuyerDeactivate',
  'buyers.reactivate': 'consoleAuditDidBuyerReactivate',
  'documents.approve': 'consoleAuditDidDocumentApprove',
  'documents.reject': 'consoleAuditDidDocumentReject',
  'offers.answer': 'consoleAuditDidOfferAnswer',
  'offers.answer.undo': 'consoleAuditDidOfferAnswerUndo',
  'offers.rule.update': 'consoleAuditDidOfferRuleUpdate',
  'offers.rule.delete': 'consoleAuditDidOfferRuleDelete',
  'offers.settings.update': 'consoleAuditDidOfferSettingsUpdate',
  'offers.schedule-note.update': 'consoleAuditDidOfferScheduleNoteUpdate',
  'orders.lines.update': 'consoleAuditDidOrderLinesUpdate',
  'orders.release': 'consoleAuditDidOrderRelease',
  'orders.hold': 'consoleAuditDidOrderHold',
  'orders.cancel': 'consoleAuditDidOrderCancel',
  'orders.cancel_with_fee': 'consoleAuditDidOrderCancelWithFee',
  'orders.quote': 'consoleAuditDidOrderQuote',
  'orders.pay': 'consoleAuditDidOrderPay',
  'orders.ship': 'consoleAuditDidOrderShip',
  'orders.invoice': 'consoleAuditDidOrderInvoice',
  'orders.expire': 'consoleAuditDidOrderExpire',
  'orders.extend_hold': 'consoleAuditDidOrderExtendHold',
  'settings.daily-report.update': 'consoleAuditDidDailyReportUpdate',
  'settings.hold-window.update': 'consoleAuditDidHoldWindowUpdate',
  'settings.orders.update': 'consoleAuditDidOrderSettingsUpdate',
  'settings.stock-list.update': 'consoleAuditDidStockListUpdate',
  'settings.free-freight.update': 'consoleAuditDidFreeFreightUpdate',
  'settings.insurance.update': 'consoleAuditDidInsuranceUpdate',
  'settings.taxRules.update': 'consoleAuditDidTaxRulesUpdate',
  'settings.proof-of-export.update': 'consoleAuditDidProofOfExportUpdate',
  'settings.site-services.update': 'consoleAuditDidSiteServicesUpdate',
  'settings.shippingMethod.create': 'consoleAuditDidShippingMethodCreate',
  'settings.shippingMethod.update': 'consoleAuditDidShippingMethodUpdate',
  'settings.shippingMethod.delete': 'consoleAuditDidShippingMethodDelete',
  'settings.paymentMethod.create': 'consoleAuditDidPaymentMethodCreate',
  'settings.paymentMethod.update': 'consoleAuditDidPaymentMethodUpdate',
  'settings.paymentMethod.delete': 'consoleAuditDidPaymentMethodDelete',
  'settings.warehouse.create': 'consoleAuditDidWarehouseCreate',
  'settings.warehouse.update': 'consoleAuditDidWarehouseUpdate',
  'settings.warehouse.delete': 'consoleAuditDidWarehouseDelete',
  'settings.additionalService.create': 'consoleAuditDidServiceCreate',
  'settings.additionalService.update': 'consoleAuditDidServiceUpdate',
  'settings.additionalService.delete': 'consoleAuditDidServiceDelete',
  'staff.invite': 'consoleAuditDidStaffInvite',
  'staff.role.update': 'consoleAuditDidStaffRoleUpdate',
  'staff.deactivate': 'consoleAuditDidStaffDeactivate',
  'staff.reactivate': 'consoleAuditDidStaffReactivate',
  'stock.item.update': 'consoleAuditDidStockItemUpdate',
  'stock.group.offers': 'consoleAuditDidStockGroupOffers',
  'stock.upload.apply': 'consoleAuditDidStockUpload',
  'words.word.update': 'consoleAuditDidWordUpdate',
  'words.word.reset': 'consoleAuditDidWordReset',
};

const TARGET_WORDS: Record<string, ConsoleKey> = {
  buyer: 'consoleAuditTargetBuyer',
  staff: 'consoleAuditTargetStaff',
  banner: 'consoleAuditTargetBanner',
  brand: 'consoleAuditTargetBrand',
  'brand-asset': 'consoleAuditTargetBrandAsset',
  document: 'consoleAuditTargetDocument',
  offer: 'consoleAuditTargetOffer',
  order: 'consoleAuditTargetOrder',
  settings: 'consoleAuditTargetSettings',
  stockItem: 'consoleAuditTargetStockItem',
  stockGroup: 'consoleAuditTargetStockGroup',
  stockUpload: 'consoleAuditTargetStockUpload',
  word: 'consoleAuditTargetWord',
  shippingMethod: 'consoleAuditTargetShippingMethod',
  paymentMethod: 'consoleAuditTargetPaymentMethod',
  warehouse: 'consoleAuditTargetWarehouse',
  additionalService: 'consoleAuditTargetService',
  insurance: 'consoleAuditTargetInsurance',
  taxRules: 'consoleAuditTargetTaxRules',
  tenant: 'consoleAuditTargetTenant',
};

/** An action as a seller says it ('Changed a buyer's authorities'); an unknown code as it is. */
export function actionWords(action: string): string {
  const key = (ACTION_WORDS as Record<string, ConsoleKey | undefined>)[action];
  return key ? t(key) : action;
}

/** Ids a person cannot read (a UUID, a file's hash) are not shown as a target's name. */
const OPAQUE = /^(?:[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}|[0-9a-f]{32,})$/i;

/**
 * The target in words: its kind, what it is called (the server's name for it, else an id a person can read: an
 * order's number, a method's code, a word's key), and the console page that shows it, if any.
 */
export function targetOf(e: Pick<StaffAuditEntry, 'targetType' | 'targetId' | 'targetName'>): {
  kind: string;
  name: string | null;
  href: string | null;
} {
  const key = TARGET_WORDS[e.targetType];
  const kind = key ? t(key) : e.targetType;
  const readableId = e.targetId && !OPAQUE.test(e.targetId) ? e.targetId : null;
  const id = e.targetId ?? '';
  const href =
    e.targetType === 'buyer' && e.targetId
      ? `/buyers/${encodeURIComponent(id)}`
      : e.targetType === 'order' && e.targetId
        ? `/orders/${encodeURIComponent(id)}`
        : e.targetType === 'staff'
          ? '/staff'
          : e.targetType === 'banner'
            ? '/banners'
            : null;
  // Settings rows name their card by id ('hold-window'); the action already says which, so no name.
  if (e.targetType === 'settings' || e.targetType === 'tenant' || e.targetType === 'brand') {
    return { kind, name: null, href: null };
  }
  if (e.targetType === 'word' && readableId) {
    // `<language>:<key>`
    return { kind, name: readableId.slice(readableId.indexOf(':') + 1), href: null };
  }
  return { kind, name: e.targetName ?? (e.targetType === 'order' ? `#${id}` : readableId), href };
}
