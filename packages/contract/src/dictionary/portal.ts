import type { I18nEntry } from '../i18n.ts';

const e = (i18n_value: string, i18n_value_plural?: string): I18nEntry =>
  i18n_value_plural === undefined ? { i18n_value } : { i18n_value, i18n_value_plural };

/**
 * Labels the buyer portal needs that the spec does not spell out (accessible names, headings of our own
 * screens, hints). The spec's own strings live in spec.ts; keys here never repeat one of those.
 */
export const portalDictionary: Record<string, I18nEntry> = {
  // ── Boot and shell landmarks ──────────────────────────────────────────────────────────────────────────
  loading: e('Loading'),
  /** The session ended while a page was open (signed out elsewhere): shown on the sign-in page (O-001, A-015). */
  sessionEnded: e('Your session has ended. Please sign in again.'),
  /** the config could not be loaded, so no sign-in is possible. */
  siteUnavailable: e('This site cannot be reached right now. Please try again in a few minutes.'),
  skipToContent: e('Skip to main content'),
  mainNavigation: e('Main navigation'),
  mobileNavigation: e('Quick links'),
  expandMenu: e('Expand menu'),
  collapseMenu: e('Collapse menu'),
  openMenu: e('Open menu'),
  closeMenu: e('Close menu'),
  /** B-043: shown when hovering the menu header. */
  appVersion: e('Version {version}'),
  switchToDarkMode: e('Switch to dark mode'),
  switchToLightMode: e('Switch to light mode'),
  accountMenu: e('Account menu for {name}'),
  close: e('Close'),
  /** H-003: the proof-of-export dialog's file picker of one document ({name}: the document's name). */
  proofOfExportChooseFile: e('Choose file'),
  proofOfExportFileFor: e('File for {name}'),
  proofOfExportUploading: e('Uploading…'),
  /** H-010: an order's pay button is off until the buyer's proof of export is uploaded and approved. */
  proofOfExportToUpload: e('Upload your proof of export: PAY AND SHIP NOW is disabled until it is approved.'),
  proofOfExportUpload: e('Upload'),
  // Refusals of the server the portal translates (error-codes.ts RefusalCodes; the server's words in English).
  proofOfExportRequired: e(
    'This order needs proof of export before it ships. Hold the order, then upload the document when asked.',
  ),
  documentNoFile: e('Please upload Proof of Export Document.'),
  documentFileType: e('Upload a PDF, JPEG or PNG file'),
  paymentNotAvailable: e('This order cannot be paid online now'),
  paymentMismatch: e('This payment does not belong to this order'),
  dismissBanner: e('Dismiss announcement'),
  announcements: e('Announcements'),
  footerLinks: e('Site links'),
  opensInNewTab: e('(opens in a new tab)'),
  /** */
  whatsAppSalesRep: e('Chat with your sales rep on WhatsApp'),
  /** G-001, L-003: every back link ('a back link to /stock'); {page} is the menu's name of the page. */
  backTo: e('Back to {page}'),

  // ── Sign-in and password screens ──────────────────────────────────────────────────────────────────────
  signInHeading: e('Sign in'),
  signInSubheading: e('Use the e-mail address your account was created with.'),
  showPassword: e('Show password'),
  hidePassword: e('Hide password'),
  newPasswordIntro: e('Please choose a new password to finish signing in.'),
  passwordRequirements: e('Your password must contain:'),
  passwordRuleMet: e('met'),
  passwordRuleNotMet: e('not met'),
  resetStepEmailIntro: e("Enter your account's e-mail address and we will send you a verification code."),
  resetStepCodeIntro: e('Enter the verification code from the e-mail we sent you and choose a new password.'),
  noAccountYet: e("Don't have an account?"),

  // ── Dashboard and other screens ───────────────────────────────────────────────────────────────────────
  dashboardIntro: e('Jump straight to what you need.'),
  dashboardStockText: e('Browse live stock and prices, buy at list or make offers.'),
  dashboardCartText: e('Review your cart, the seller’s answers to your offers and check out.'),
  dashboardOrdersText: e('Track orders, payments and shipments.'),
  notFoundHeading: e('Page not found'),
  notFoundText: e('The page you are looking for does not exist or has moved.'),
  reloadPage: e('Reload page'),

  // ── Stock list: labels the spec leaves unnamed ──────────────────────────────────────────────
  filters: e('Filters'),
  showFilters: e('Show filters'),
  activeFilters: e('Active filters'),
  searchStock: e('Search stock'),
  searchStockHint: e("Search by description or item #; combine terms with '/' or '+'"),
  pagination: e('Result pages'),
  /** The reset-password code's refusals (the server's words in English), so they read in the tenant's language. */
  invalidVerificationCode: e('Invalid verification code provided, please try again'),
  expiredVerificationCode: e('The verification code has expired, please request a new code'),
  /** MUI's pager buttons, named for screen readers (A-010: in the tenant's language). */
  pagerFirst: e('Go to first page'),
  pagerPrevious: e('Go to previous page'),
  pagerNext: e('Go to next page'),
  pagerLast: e('Go to last page'),
  pagerPage: e('Go to page {page}'),
  pagerCurrentPage: e('page {page}'),
  showItems: e('Show items of {title}'),
  hideItems: e('Hide items of {title}'),
  itemCountLabel: e('{n} item', '{n} items'),
  groupQuantityLabel: e('{n} available'),
  fromPrice: e('From {price}'),
  gradeInfo: e('About {grade}'),
  gradeSelect: e('Grade'),
  stockAlertBell: e('Stock alert for {item}'),
  /** The cart link's accessible name (C-008), grammatical for 1 and for n. */
  cartWithCount: e('Cart, {n} entry in cart', 'Cart, {n} entries in cart'),
  dailyReportSwitch: e('Send me the daily stock report'),
  incrementHint: e('In increments of {n}'),
  addToCart: e('Add to Cart'),
  submitOffer: e('Submit Offer'),
  removeFromCart: e('Remove from Cart'),
  editCartEntry: e('Edit cart entry for {item}'),
  listPriceEach: e('List price {price} each'),
  resultsShowing: e('Showing {from}–{to} of {total} groups'),
  lastUpdatedNever: e('Not updated yet'),
  showAllValues: e('Show all {n}'),
  showFewerValues: e('Show fewer'),
  // Stock alerts: labels the spec leaves unnamed.
  stockAlertSet: e('Stock alert set for {item}'),
  deleteStockAlert: e('Delete the stock alert for {item}'),
  stockAlertsWithCount: e('Stock Alerts, {n} alert', 'Stock Alerts, {n} alerts'),
  stockAlertDialogItem: e('Alert me when the seller adds at least this many units of {item}'),
  stockAlertQuantity: e('Units'),
  /** The alert quantity's bound (contract ALERT_QUANTITY_MESSAGE), shown in the alert dialog and on /stock-alerts. */
  alertQuantityTooLarge: e('Enter a whole number of units up to 1,000,000,000'),
  createStockAlert: e('Create alert'),

  // ── Stock list refusals (server messageCodes of POST/PUT stocklist/offer) ─────────────────────
  quantityAtLeastOne: e('Quantity must be at least 1'),
  quantityAboveAvailable: e('Quantity is more than the {available} available'),
  quantityNotMultipleOfIncrement: e('Quantity must be a multiple of {incrementSize}'),
  offerPriceNotPositive: e('Offer price must be greater than 0'),
  offerPriceNotWholeNumber: e('Offer price must be a whole number'),
  offerPriceAboveListPrice: e('Offer price cannot be above the list price of {listPrice}'),
  offersNotAccepted: e('Offers are not accepted on this item; you can buy it at the list price'),
  stockItemNotFound: e('This item is no longer in the stock list'),
  itemNotOnOrder: e('This item is not on the order; reload the order and try again'),
  itemRepeated: e('This item is listed more than once'),
  itemOnOrderAtAnotherPrice: e('This item is already on the order at another price; order it separately'),
  offerItemMismatch: e('This offer belongs to another item'),
  ruleItemNotFound: e('No item in the stock list has this item number and warehouse'),
  ruleItemTakesNoOffers: e(
    'This item takes no offers (its item group or its warehouse does not), so a rule would never answer one',
  ),
  ruleFloorNotBelowListPrice: e(
    'Enter a floor price below the list price of {listPrice}: offers are always below it',
  ),
  // Cart and seller answers (server messageCodes of the cart and seller-offer calls, wording ours).
  offerNotAwaitingBuyerReview: e('Only offers the seller has answered can be moved to the Cart'),
  offerNotReadyToCheckout: e('Only items in the Cart that are in stock can be checked out'),
  offerNotInWarehouse: e('This item is not in the selected warehouse'),
  offerNotAwaitingAnswer: e('This offer is no longer awaiting an answer'),
  answerUndoTooLate: e('Too late to undo: the buyer has been told'),
  counterPriceRequired: e('Enter a counter price'),
  counterPriceNotBelowListPrice: e('The counter price must be below the list price of {listPrice}'),
  counterPriceNotAboveOfferPrice: e("The counter price must be above the buyer's offer of {offerPrice}"),
  minimumQuantityOutOfRange: e('The minimum quantity must be between {min} and {max}'),
  conflict: e('This offer changed meanwhile; reload and try again'),
  // Checkout submit: the same Idempotency-Key sent again with a different order.
  idempotencyKeyReused: e(
    'This order was already submitted with different details; reload the page and try again',
  ),

  // ── Cart and Offers: labels the spec leaves unnamed ────────────────────────────────────────
  /**
   * G-007: the free-shipping message, written by the server from each method's free-freight threshold (one
   * sentence per method), so it promises what the charges keep (docs/decisions/015).
   */
  freeFreightOver: e('Free {method} shipping on orders over {amount} from a single warehouse.'),
  cartSections: e('Cart sections'),
  cartWarehouseLinks: e('Jump to warehouse'),
  cartStatusFilter: e('Filter {warehouse} by status'),
  cartSelectAllOf: e('Select all items of {warehouse}'),
  cartSelectByStatus: e('Select by status'),
  cartSelectAllOption: e('All'),
  cartSelectNoneOption: e('None'),
  cartSelectItem: e('Select {item}'),
  cartEditItem: e('Edit {item}'),
  cartDeleteItem: e('Delete {item}'),
  cartColumnPrice: e('Price'),
  cartOfferPrice: e('Offer Price'),
  /** G-025: days, hours and minutes remaining. */
  cartExpiresIn: e('{days}d {hours}h {minutes}m'),
  cartQuantityAtPrice: e('{quantity} @ {price}'),
  cartMinimumQuantity: e('Min. quantity {n}'),
  cartNotReadyTitle: e('Not ready for online orders'),
  cartSalesRepContact: e('Contact your sales rep'),
  cartSalesRepEmail: e('Email'),
  cartSalesRepPhone: e('Phone'),
  cartSalesRepWhatsApp: e('WhatsApp'),
  cartEditOffer: e('Edit offer of {item}'),
  cartDeleteConfirm: e('DELETE'),

  // ── Bulk offer import: labels the spec leaves unnamed ─────────────────────────────────────────
  importDialogIntro: e('Upload one Excel workbook (.xlsx or .xls) with these columns:'),
  importChooseFile: e('Choose file'),
  importDropHint: e('Drag the file here, or'),
  importFileInput: e('Spreadsheet file'),
  importRemoveFile: e('Remove the chosen file'),
  importUpload: e('UPLOAD'),
  importOneFileOnly: e('Please choose only one file'),
  /** a save that would replace an accepted offer says so first (a new price, or a buy at list). */
  acceptedOfferReplaced: e('Your accepted offer ({quantity} @ {price}) will be replaced when you save.'),
  /** C-050: why Buy, Offer and Import are disabled for a buyer without CAN_BUY_ONLINE. */
  browseOnlyReason: e(
    'Your account can browse the stock list but not buy online. Ask your sales rep to enable online buying.',
  ),
  /** I-068: the confirmation's item lines ({quantity} ordered; cancelled units named apart), and the rest counted. */
  confirmationItemLine: e('{quantity} × {item}'),
  confirmationItemCancelled: e('{n} cancelled'),
  confirmationMoreItems: e('and {n} more item on the order page', 'and {n} more items on the order page'),
  /** C-051: why OFFER is off on an item whose warehouse or group takes no offers. */
  offersNotTakenHere: e('Offers are not taken on this item: buy it at the list price.'),
  /** E-001: why the bells are off and /stock-alerts is empty for a buyer without CAN_SET_STOCKLIST_ALERT. */
  alertsOffReason: e('Stock alerts are not enabled for your account. Ask your sales rep to turn them on.'),
  /** F-009: the spreadsheet row a refused import row came from, so the buyer finds it in the file. */
  importSpreadsheetRow: e('Row {n} of the file'),
  /** F-001: names the refused file and the accepted types. */
  importWrongFileType: e("'{file}' is not a spreadsheet. Choose an Excel file (.xlsx or .xls) to import."),
  importUploadFailed: e('The file could not be imported'),
  importTemplateDownload: e('Download the template'),
  importTemplatePrefill: e(
    'Pre-fill it with the {n} item of the current filter',
    'Pre-fill it with the {n} items of the current filter',
  ),
  importTemplateHint: e('Nothing reaches your cart until you review the import and submit it.'),
  importReviewHeading: e('Review Import'),
  importReviewFile: e('From {fileName}'),
  importReviewSummary: e('Import summary'),
  importRemoveRow: e('Remove {item} from the import'),
  importCancelled: e('The import was cancelled'),
  importNothingToSubmit: e('There is nothing to submit'),
  // Import row reasons (Q-065; server messageCodes of POST stocklist/offer/bulk-offer-import). The
  // same sentences as packages/domain offer-import.ts IMPORT_REASON_TEXT (a server test keeps them equal).
  importItemNumberMissing: e('The row has no Item #'),
  importItemNotFound: e('Item {itemNumber} was not found in the stock list'),
  importWarehouseMismatch: e('Item {itemNumber} is not stocked in warehouse {warehouse}'),
  importWarehouseNotAcceptingOffers: e('Warehouse {warehouse} does not accept offers'),
  importGroupNotAcceptingOffers: e('This item does not accept offers'),
  importQuantityNotWholeNumber: e('New Offer Quantity must be a whole number'),
  importQuantityNotPositive: e('New Offer Quantity must be at least 1'),
  importQuantityAboveAvailable: e('New Offer Quantity is above the available quantity of {available}'),
  importQuantityNotMultipleOfIncrement: e(
    'New Offer Quantity must be a multiple of {incrementSize} or the whole available quantity',
  ),
  importPriceNotNumber: e('New Offer Price must be a number'),
  importPriceNotPositive: e('New Offer Price must be greater than 0'),
  importPriceAboveListPrice: e('New Offer Price is above the list price of {listPrice}'),
  importPriceNotWholeNumber: e('New Offer Price must be a whole number below the list price'),
  importDuplicateRow: e('The same item appears again in row {laterRow}; only the last row is imported'),
  /** Accept refused (409): a reviewed row no longer fits the stock or the cart. */
  importChangedSinceReview: e('The stock or the cart changed since the review'),

  // ── Order details page (part 2 §2 Order details, Order release confirmation; L): wording ours ─────────
  exportMenu: e('Export'),
  exportInvoiceNumber: e('Invoice {invoiceNumber}'),
  orderActions: e('Order actions'),
  orderSaved: e('Your changes were saved'),
  orderReleased: e('Your order was released'),
  orderHeld: e('Your order is on hold'),
  orderCanceled: e('Your order was cancelled'),
  cancelOrderConfirmTitle: e('Cancel this order?'),
  cancelOrderConfirmText: e('The order is cancelled and its items go back on the stock list.'),
  cancelOrderConfirmFees: e('Cancellation fees apply: the order stays awaiting payment with the fee.'),
  keepOrder: e('Keep Order'),
  holdOrder: e('Hold Order'),
  orderChangedElsewhere: e(
    'This order has changed since you started editing. Discard your changes to see it as it is now.',
  ),
  sortBy: e('Sort by'),
  sortedAscending: e('Sorted ascending'),
  sortedDescending: e('Sorted descending'),
  saveChangesFirst: e('Save or discard your changes first.'),
  stayOnPage: e('Stay'),
  leavePage: e('Leave'),
  unsavedChangesTitle: e('Unsaved changes'),
  removeItem: e('Remove {item}'),
  editItemQuantity: e('Edit the quantity of {item}'),
  quantityOf: e('Quantity of {item}'),
  unitsShippedOf: e('{shipped} of {ordered} units shipped'),
  previousQuantity: e('(was {quantity})'),
  removedLine: e('Removed'),
  undoRemove: e('Undo'),
  columnOrdered: e('Ordered'),
  columnActions: e('Actions'),
  removesEverythingNotice: e('Saving cancels the order: every item is removed.'),
  gracePeriodEnds: e('Payment grace period ends'),
  reservationFeeTerms: e('Reservation fee: {percent}% ({amount}) per 24 hours after the grace period'),
  cancellationFeeTerms: e('Cancellation fee: {percent}% ({amount}) when cancelled after the grace period'),
  feeTermsTitle: e('Extend the payment time'),
  feeTermsIntro: e(
    'Agree to the late-payment terms below to keep your order after the payment grace period ends on {date}.',
  ),
  feeTermsAgreedNotice: e('You agreed to the late-payment terms: your order stays reserved after {date}.'),
  feeTermsAccepted: e('Late-payment terms accepted on {date}'),
  confirmationEmailNotice: e('A confirmation e-mail is on its way.'),
  // ── Online payment pop-up (I-056, I-072…I-081) ────────────────────────────────────────────────────────
  paymentWindowTitle: e('Complete your payment'),
  paymentWindowBlocked: e(
    'Your browser blocked the payment window. Open it again to pay for order {number}.',
  ),
  paymentWindowClosed: e('The payment window was closed before the payment was completed.'),
  paymentInProgress: e('Complete the payment in the payment window. This page updates when you are done.'),
  // ── Order history: the seller desk's timeline entries meant for the buyer ──────────────────────────────
  orderHistoryHeading: e('Order History'),
  orderHistoryBySeller: e('Seller'),
  orderHistoryByYou: e('You'),
  orderHistoryAutomatic: e('Automatic'),
  // The timeline entries' texts (TimelineEntry.code; wording ours, the server's English summaries).
  timelineOrderPlaced: e('Order placed'),
  timelineOrderHeld: e('Order placed on hold'),
  timelineOrderAwaitingQuote: e('Order placed, waiting for the shipping quote'),
  timelineOrderPutOnHold: e('Put on hold by the buyer'),
  timelineRefundedOnline: e('Refunded {amount} to the account that paid online'),
  timelineOrderAdded: e('Items added to the order'),
  timelineOrderEdited: e('Order changed'),
  timelineOrderReleased: e('Order released for payment'),
  timelineOrderCanceled: e('Order cancelled'),
  timelineHoldExpired: e('Hold time ran out: order cancelled'),
  timelinePaidOnline: e('Paid online'),
  timelineFeeAccrued: e('Reservation fee added'),
  timelineFeeTermsAgreed: e('Late-payment terms accepted'),
  timelineQuoteAnswered: e('Freight quoted: {freight}; total {total}'),
  timelineHoldExtended: e('Hold extended by the seller until {date}'),
  timelineWirePaymentReceived: e('Wire payment received'),
  timelineWirePaymentReceivedWithReference: e('Wire payment received ({reference})'),
  timelineCardPaymentReceived: e('Card payment received'),
  timelineCardPaymentReceivedWithReference: e('Card payment received ({reference})'),
  timelineCheckPaymentReceived: e('Check payment received'),
  timelineCheckPaymentReceivedWithReference: e('Check payment received ({reference})'),
  // A payment recorded with the amount received (the desk's Amount received), the amount in the tenant's money.
  timelineWirePaymentOfReceived: e('Wire payment of {amount} received'),
  timelineWirePaymentOfReceivedWithReference: e('Wire payment of {amount} received ({reference})'),
  timelineCardPaymentOfReceived: e('Card payment of {amount} received'),
  timelineCardPaymentOfReceivedWithReference: e('Card payment of {amount} received ({reference})'),
  timelineCheckPaymentOfReceived: e('Check payment of {amount} received'),
  timelineCheckPaymentOfReceivedWithReference: e('Check payment of {amount} received ({reference})'),
  timelineShipped: e(
    'Shipped {units} unit by {carrier}: {trackingNumbers}',
    'Shipped {units} units by {carrier}: {trackingNumbers}',
  ),
  timelineShippedPartly: e(
    'Shipped {units} unit by {carrier}: {trackingNumbers} ({open} still open)',
    'Shipped {units} units by {carrier}: {trackingNumbers} ({open} still open)',
  ),
  timelineInvoiced: e('Invoice {invoiceNumber}'),
  timelineCanceledBySeller: e('Cancelled by the seller: {reason}'),
  timelineUnitsClosed: e('{units} units not shipped closed by the seller: {reason}'),
  timelineUnitsClosedRefund: e(
    '{units} units not shipped closed by the seller: {reason}; {amount} to refund',
  ),
  timelineDocumentApproved: e('{document} approved'),
  timelineDocumentRejected: e('{document} rejected: {reason}'),
  timelineLinesEdited: e('Lines edited for the buyer: {lines}'),
  timelineLinesEditedForBuyer: e('Lines edited for the buyer'),
  // What an edit changed (the buyer's own, or the desk's for the buyer), one line each under its entry
  // (TimelineEntry.details).
  timelineQuantityChanged: e('{item}: quantity {from} → {to}'),
  timelineLineRemoved: e('Removed: {item}'),
  timelineShippingChanged: e('Shipping: {method} to {address}'),
  timelineBillingChanged: e('Payment: {method}, billed to {address}'),
  timelineServicesChanged: e('Additional services chosen: {services}'),
  timelineServicesNone: e('Additional services chosen: none'),
  // ── Brand and site: the tenant's uploaded logo ─────────────────────────────────────────────────
  tenantLogo: e('{tenant} logo'),
  // ── Buyers admin: the seller changed this buyer's account (app/live-account.ts) ───────────────────────
  /** B-017: the admin reset-password message, shown as success on the login page (wording ours). */
  adminPasswordReset: e(
    'Your password was reset by an administrator. Sign in with the temporary password we e-mailed you.',
  ),
  accountDeactivated: e('Your account has been deactivated. Please contact us for more information.'),
  // ── Helpdesk and analytics consent ─────────────────────────────────────────────────────────────
  consentBannerLabel: e('Cookie consent'),
  consentBannerText: e(
    '{tenantName} uses a help chat and site analytics, which load scripts from their providers. Allow them?',
  ),
  consentAccept: e('Accept'),
  consentDecline: e('Decline'),
  // at checkout, while the freight of a request-a-quote order waits for its quote (taxed destinations).
  taxPlusTaxOnTheFreight: e('{amount} + tax on the freight'),
  totalPlusFreightAndItsTax: e('{amount} + freight and its tax'),
  // I-023, I-036: on the order page, after a new shipping address changed the method (and so cleared insurance).
  shippingMethodFollowedAddress: e('Changed for the new address: check the method and choose the insurance.'),
};
