import type { I18nEntry } from '../i18n.ts';

/**
 * Every UI string of the two spec documents, verbatim: typos, casing and punctuation are the spec's
 * ('atleast', 'uploaded failed!', 'Min quantity : {n}'). Placeholders: the spec's '${1}' is written `{1}`,
 * its named blanks as `{tenantName}`, `{website}`, `{amount}`, `{fields}`, `{n}`, `{path}`, `{message}`;
 * the spec's 'N', 'X', 'Y', 'Z' become `{n}`, `{offer}`, `{quantity}`, `{expiresIn}`.
 *
 * Keys are semantic camelCase. A server messageCode is a key of this dictionary (spec part 1 §8, O-001), so
 * the codes the server sends for the spec's messages are the keys below (e.g. outdatedSalesOrder,
 * prospectCannotCheckoutContactSalesRep, offerPriceNotBelowListPrice).
 *
 * Where the spec names a text without quoting it (tab explanations, column names written in prose), the wording
 * is ours and a comment says so. Tenant overrides from saas-i18n sit on top (tenants.i18n_overrides).
 */
const e = (i18n_value: string, i18n_value_plural?: string): I18nEntry =>
  i18n_value_plural === undefined ? { i18n_value } : { i18n_value, i18n_value_plural };

export const specDictionary: Record<string, I18nEntry> = {
  // ── Shell, routes, app load (part 1 §2, §4) ──────────────────────────
  tenantDeactivated: e('This site is no longer available. Please contact {tenantName} for more information.'),
  somethingWentWrong: e('Something went wrong.'),
  newAppVersionAvailable: e('A Newer App Version is Available'),
  refreshApp: e('REFRESH APP'),
  /** A-005, P-018: the seller short name when config has none. */
  fallbackTenantShortName: e('ACME'),
  /** A-012, P-008: the currency symbol comes from the dictionary. */
  currencySymbol: e('$'),
  /** Empty lists and missing prices display as '--'. */
  emptyValue: e('--'),
  loadingPleaseWait: e('Please Wait...'),
  internalServerError: e('Internal Server Error'),

  // ── Side menu and stub pages (B-042, A-016, A-017) ─────────────────────────────────────────────────────
  menuHome: e('Home'),
  menuStockList: e('Stocklist'),
  menuCart: e('Cart and Offers'),
  menuAuctions: e('Auctions'),
  menuPreOrders: e('Pre Orders'),
  menuOrders: e('Orders'),
  menuReturns: e('Returns'),
  menuStockAlerts: e('Stock Alerts'),
  menuAccount: e('Account'),
  dashboardHeading: e('Buyer Dashboard'),
  auctionsHeading: e('Auctions'),
  preOrdersHeading: e('Pre Orders'),
  returnsHeading: e('Returns'),
  accountHeading: e('Account'),

  // ── Login, new password, logout (part 2 §2, §5, §8; B-001…B-021) ────────────────────────────────────────
  /** B-002: page title is the site title plus this. */
  loginTitle: e('Login'),
  loginEmail: e('Email'),
  loginPassword: e('Password'),
  signIn: e('SIGN IN'),
  resetPasswordLink: e('Reset Password'),
  createAccount: e('Create Account'),
  usernameCannotBeEmpty: e('Username cannot be empty'),
  passwordCannotBeEmpty: e('Password cannot be empty'),
  incorrectUsernameOrPassword: e('Incorrect username or password'),
  wrongWebsite: e('You have logged into wrong website. Kindly login into {website}'),
  newPasswordHeading: e('New Password'),
  newPassword: e('New Password'),
  change: e('CHANGE'),
  passwordRuleMinLength: e('At least 8 characters'),
  passwordRuleLowercase: e('A lowercase letter'),
  passwordRuleUppercase: e('An uppercase letter'),
  passwordRuleNumber: e('A number'),
  passwordRuleSpecial: e('A special character'),
  myPreferences: e('My Preferences'),
  logout: e('Logout'),
  logoutConfirm: e('Are you sure you want to log out?'),
  cancel: e('Cancel'),
  loggedOutSuccessfully: e('You logged out successfully!'),
  termsOfSale: e('Terms of Sale'),

  // ── Password reset (part 2 §2 Password reset, §4; B-024…B-032) ─────────────────────────────────────────
  resetPasswordHeading: e('Reset Password'),
  resetEmail: e('Email'),
  sendCode: e('Send Code'),
  verificationCode: e('Verification Code'),
  verificationCodeMustBeNumeric: e('Invalid number'),
  submit: e('Submit'),
  backToSignIn: e('Back to Sign In'),
  /** B-030: wording ours (the spec says "a success message"). */
  passwordResetSuccess: e('Your password has been reset. Please sign in with your new password.'),

  // ── Generic field validators (part 1 §5; O-050…O-058) ──────────────────────────────────────────────────
  invalidAlphanumeric: e('Please enter alpha numeric value of buyer'),
  startWithAlphabet: e('Please start with atleast one alphabet'),
  invalidNumber: e('Invalid number'),
  invalidCurrencyValue: e('Invalid currency value'),
  invalidZip: e('Invalid zip'),
  requiredField: e('Required field'),
  invalidEmail: e('invalid email'),
  invalidTelephoneNumber: e('invalid telephone number'),

  // ── Stock list toolbar, filters and results (part 1 §2 Stock List screen; C) ───────────────────────────
  stockListHeading: e('Stocklist'),
  /** Wording ours: the spec names a "last-updated line". */
  lastUpdated: e('Last updated {date}'),
  tutorial: e('Tutorial'),
  gradingScale: e('Grading Scale'),
  stockAlerts: e('Stock Alerts'),
  dailyReport: e('Daily Report'),
  import: e('Import'),
  export: e('Export'),
  exportAllItems: e('Export All Items'),
  exportFilteredItems: e('Export Filtered Items'),
  cart: e('Cart'),
  filterClear: e('Clear'),
  includeOutOfStock: e('Include Out of Stock'),
  filterWarehouseGroup: e('Warehouse Group'),
  filterWarehouse: e('Warehouse'),
  filterCategory: e('Category'),
  totalItems: e('Items'),
  totalQuantity: e('Quantity'),
  topOfResults: e('Top of Results'),
  noItemsFound: e('No items found!'),
  buy: e('Buy'),
  offer: e('Offer'),
  /** 'N IN CART' */
  inCartCount: e('{n} IN CART'),
  /** 'N OFFERS IN CART': the spec's words for every N, 1 included (C-045). */
  offersInCartCount: e('{n} OFFERS IN CART'),
  /** '1 order pending' (plural form ours). */
  ordersPendingCount: e('{n} order pending', '{n} orders pending'),
  /** 'N+': a quantity above maxItemQuantityToBeDisplayed (P-006). */
  quantityCapped: e('{n}+'),
  itemNumber: e('Item #'),
  quantityAvailable: e('Available'),
  listPrice: e('List Price'),

  // ── Dialogs on the stock list (part 1 §2 Dialogs, §5 Buy and offer dialog; D) ──────────────────────────
  makeAnOffer: e('Make an offer'),
  buyAtListPrice: e('Buy at list price'),
  offerQuantity: e('Offer Quantity'),
  offerPrice: e('Offer Price'),
  quantity: e('Quantity'),
  price: e('Price'),
  quantityReducedToAvailable: e('Your quantity was updated, quantity reduced to match available stock'),
  stockAlertDialogTitle: e('Stock Alert'),
  gradeOverview: e('Grade Overview'),
  previous: e('Previous'),
  next: e('Next'),
  dailyReportDialogTitle: e('Daily Report'),
  dailyReportSubscribed: e(
    'You will receive a daily spreadsheet report on all new inventory availability and price drops',
  ),
  dailyReportUnsubscribed: e(
    'You will No Longer receive a daily spreadsheet report on all new inventory availability and price drops',
  ),
  tutorialDialogTitle: e('Tutorial'),

  // ── Bulk offer import (part 1 §2 Review Import screen, §5 Import; F) ───────────────────────────────────
  importDialogTitle: e('Import'),
  importNoFile: e('Please upload the file to have a successful import'),
  importColumnItemNumber: e('Item #'),
  importColumnWarehouse: e('Warehouse'),
  importColumnNewOfferQuantity: e('New Offer Quantity'),
  importColumnNewOfferPrice: e('New Offer Price'),
  importCountInvalid: e('INVALID'),
  importCountUpdates: e('UPDATES'),
  importCountNew: e('NEW'),
  cancelImport: e('CANCEL IMPORT'),
  submitRequests: e('SUBMIT REQUESTS'),
  /** 'There are N requests that could not be imported': the spec's words for every N, 1 included (F-008). */
  importInvalidHeading: e('There are {n} requests that could not be imported'),
  /** Section headings of the review: wording ours, from the spec's description. */
  importConflictsHeading: e('Requests that will overwrite cart items'),
  importNewHeading: e('New requests'),
  importNothingFound: e('No new requests were found in the import file'),
  importColumnItem: e('Item'),
  importColumnSku: e('SKU'),
  importColumnNewQuantity: e('New Quantity'),
  importColumnNewPrice: e('New Price'),
  importColumnReason: e('Reason'),
  importColumnOldStatus: e('Old Status'),
  importColumnOldQuantity: e('Old Quantity'),
  importColumnOldPrice: e('Old Price'),
  importColumnAvailableQuantity: e('Available Quantity'),
  importColumnListPrice: e('List Price'),
  importColumnOfferQuantity: e('Offer Quantity'),
  importColumnOfferPrice: e('Offer Price'),
  importColumnComments: e('Comments'),
  remove: e('Remove'),
  successfullySubmittedOffers: e('Successfully submitted the offers'),

  // ── Stock alerts (part 1 §2 Stock Alerts screen, §8; E) ────────────────────────────────────────────────
  stockAlertsHeading: e('Stock Alerts'),
  alertMeWhenYouAdd: e('Alert me when you add {alert} units'),
  incrementsOf: e('increments of {n}'),
  update: e('Update'),
  stockAlertsEmptyTitle: e('Looking for more of your favourite items?'),
  stockAlertsEmptyText: e('Add alerts on items in the Stock List and then manage them here!'),
  stockAlertCreated: e('Successfully created the stock alert'),
  stockAlertUpdated: e('Successfully updated the stock alert'),
  stockAlertDeleted: e('Successfully deleted the stock alert'),

  // ── Cart and offers (part 1 §2 Cart and Offers screen, §4, §5 Cart offer save, §8; G) ─────────────────
  cartHeading: e('Cart and Offers'),
  cartTabCart: e('Cart'),
  cartTabAwaitingYourReview: e('Offers awaiting your review'),
  cartTabAwaitingSellerReview: e("Offers awaiting the seller's review"),
  /** Tab 1 and tab 2 explanatory lines: wording ours, from the spec's description. */
  cartTabAwaitingYourReviewInfo: e(
    'The seller has responded to these offers. Select the items you want and move them to the Cart.',
  ),
  cartTabAwaitingSellerReviewInfo: e('You will get a notification once your offers are cleared.'),
  cartEmpty: e('There are no items in your cart'),
  goToStocklist: e('GO TO STOCKLIST'),
  moveToCart: e('MOVE TO CART'),
  checkout: e('CHECKOUT'),
  addToExistingOrder: e('ADD TO EXISTING ORDER'),
  checkoutAsNewOrder: e('CHECKOUT AS NEW ORDER'),
  deleteAllItems: e('DELETE ALL ITEMS'),
  /** Wording ours: the spec gives the popover, not its text. */
  deleteAllItemsConfirm: e('Delete all items of this warehouse?'),
  deleteThisItem: e('Delete this item?'),
  makeOffer: e('MAKE OFFER'),
  save: e('SAVE'),
  cancelUpper: e('CANCEL'),
  selectAll: e('Select all'),
  /** Selection header: wording ours. */
  selectedCount: e('{n} item selected ({units})', '{n} items selected ({units})'),
  subtotal: e('Subtotal'),
  columnStatus: e('Status'),
  columnYourOffer: e('Your Offer'),
  columnSellerCounter: e('Seller Counter'),
  columnExpires: e('Expires'),
  outOfStock: e('Out of Stock'),
  /** 'Your offer of X was Rejected' */
  offerInfoRejected: e('Your offer of {offer} was Rejected'),
  /** 'new price valid for 1 order with minimum quantity Y, expires in Z' */
  offerInfoAccepted: e(
    'new price valid for 1 order with minimum quantity {quantity}, expires in {expiresIn}',
  ),
  /** 'Seller Counter of ...' */
  offerInfoCountered: e('Seller Counter of {price}'),
  offerInfoPriceDropped: e(
    'list price lowered and now lower than your offer, checkout now at new list price',
  ),
  /** 'Your offer of X expired' */
  offerInfoExpired: e('Your offer of {offer} expired'),
  offerPriceNotBelowListPrice: e('New offer price should be less than the list price'),
  offerPriceNotBelowCounterPrice: e('New offer price must be below the Countered price'),
  quantityBelowMinimum: e('New Quantity must be greater than or equal to minimum quantity'),
  nothingSelectedToMove: e('Please select at least one item to move to the Cart tab'),
  addedToCart: e('Added to the Cart'),
  updatedInCart: e('Successfully updated to the Cart'),
  removedFromCart: e('Successfully removed from the cart'),
  offerDeleted: e('Your offer was deleted from the Cart'),
  /** 'All the ${1} offers deleted from the Cart' */
  allOffersDeleted: e('All the {1} offers deleted from the Cart'),
  movedToCart: e('Successfully moved the selected items to the Cart tab'),
  /** 'Your offer was saved and moved to the ${1} section of the Cart Page'; {1} is an offerState* label. */
  offerSavedAndMoved: e('Your offer was saved and moved to the {1} section of the Cart Page'),
  offerUpdated: e('Your offer was updated'),
  offerStateReadyToCheckout: e('Cart'),
  offerStateAwaitingBuyerReview: e('Offers Awaiting your Review'),
  offerStateAwaitingTenantReview: e("Offers Awaiting the seller's Review"),
  /** O-017: the not-ready-for-checkout dialog of a prospect buyer. */
  prospectCannotCheckoutContactSalesRep: e(
    'Your account is not ready for online orders yet. We are still processing your buyer application. Remember to submit your required documents as they will be needed before can be allowed to checkout.',
  ),
  back: e('BACK'),

  // ── Offer statuses (part 1 §4) ───────────────────────────────────────────────────────────
  offerStatusPendingAcceptance: e('Offered'),
  offerStatusAccepted: e('Accepted'),
  offerStatusCountered: e('Countered'),
  offerStatusNotAccepted: e('Rejected'),
  offerStatusExpired: e('Expired'),
  offerStatusPriceDropped: e('Price Dropped'),
  offerStatusBuyAtList: e('Buy at List'),
  offerStatusOutOfStock: e('Out of Stock'),

  // ── Proof of export (part 1 §2 Proof-of-export dialog, §5, §8; H) ──────────────────────────────────────
  proofOfExportTitle: e('Proof of Export'),
  ok: e('OK'),
  proofOfExportNoFile: e('Please upload Proof of Export Document.'),
  proofOfExportUploadFailed: e('Proof of Export Document uploaded failed! Please try again.'),
  proofOfExportUploaded: e(
    "Proof of Export Document uploaded successfully. We'll notify you by email after we verify the docs you have uploaded.",
  ),
  payAndShipNowDisabled: e('PAY AND SHIP NOW is disabled until submitted Proof-Of-Export is approved.'),

  // ── Checkout review (part 2 §2 Checkout review, §5; I) ─────────────────────────────────────────────────
  shippingAddress: e('Shipping Address'),
  shippingMethod: e('Shipping Method'),
  billingAddress: e('Billing Address'),
  paymentMethod: e('Payment Method'),
  additionalServices: e('Additional Services'),
  optional: e('(optional)'),
  done: e('DONE'),
  carrier: e('Carrier'),
  serviceLevel: e('Service Level'),
  accountNumber: e('Account Number'),
  freight: e('Freight'),
  shippingInsurance: e('Shipping Insurance'),
  shippingInstructions: e('Shipping Instructions'),
  insured: e('Insured'),
  notInsured: e('Not insured'),
  insuranceAmount: e('Insurance Amount'),
  apply: e('Apply'),
  columnItem: e('Item'),
  columnQuantity: e('Quantity'),
  columnUnitPrice: e('Unit Price'),
  columnAmount: e('Amount'),
  paymentFee: e('Payment Fee'),
  reservationFee: e('Reservation Fee'),
  cancellationFee: e('Cancellation Fee'),
  tax: e('Tax'),
  additionalServicesFee: e('Additional Services Fee'),
  total: e('Total'),
  /** Terms-of-sale agreement line: wording ours. */
  termsAgreement: e('By placing this order you agree to the'),
  holdOrderUntilShippingQuote: e('Hold Order Until Shipping Quote'),
  placeOrder: e('Place Order'),
  payAndShipNow: e('Pay And Ship Now'),
  holdOrderForLater: e('Hold Order For Later'),
  updateOrder: e('Update Order'),
  /** P-034: the pay button under manual sync. */
  placeOrderUpper: e('PLACE ORDER'),
  payAndShipNowUpper: e('PAY AND SHIP NOW'),
  serviceLevelRequired: e('Service Level is Required'),
  freightRequired: e('Freight is Required'),
  freightNotANumber: e('Freight should be a number'),
  carrierRequired: e('Carrier is Required'),
  accountNumberRequired: e('Account Number is Required'),
  selectInsurance: e('Please Select Insurance.'),
  insuranceAmountTooLow: e('Invalid value, must be greater than $0'),
  insuranceAmountTooHigh: e('Max Value for this order is {amount}'),
  selectPaymentMethod: e('Please select a Payment Method before continuing'),
  /** "similar messages apply for address and method" */
  selectShippingAddress: e('Please select a Shipping Address before continuing'),
  selectShippingMethod: e('Please select a Shipping Method before continuing'),
  selectBillingAddress: e('Please select a Billing Address before continuing'),
  finalizeFields: e('Please finalize the following: {fields}'),
  invalidSelection: e('Invalid Selection'),
  fillRequiredFields: e('Please fill the Required Fields'),
  paymentAccepted: e('Payment Accepted'),
  paymentFailed: e('Your payment did not go through. Please PAY NOW USING PAYPAL.'),
  payNowUsingPaypal: e('PAY NOW USING PAYPAL'),
  retry: e('Retry'),
  /** Checkout page headings, totals rows and hints: wording ours. */
  checkoutHeading: e('Checkout'),
  orderItemsHeading: e('Items'),
  orderSummaryHeading: e('Order Summary'),
  editSection: e('Edit {section}'),
  notSelected: e('Not selected'),
  noneSelected: e('None selected'),
  freightToBeQuoted: e('To be quoted'),
  cartSubtotal: e('Cart Subtotal'),
  existingOrderSubtotal: e('Existing Order Subtotal'),
  combinedSubtotal: e('Combined Subtotal'),
  unitCount: e('{n} unit', '{n} units'),
  paymentInstructions: e('Payment Instructions'),
  updatingCharges: e('Updating charges…'),
  insuranceMaximumHint: e('Up to {amount}'),

  // ── Add to an existing order (part 2 §2, §4; I) ────────────────────────────────────────────────────────
  reviewCombinedOrder: e('REVIEW COMBINED ORDER'),
  existingOrderUpdated: e('Successfully updated the existing order'),
  /** Add-to-existing-order page: wording ours. */
  addToExistingHeading: e('Add to an Existing Order'),
  yourNewItems: e('Your New Items'),
  ordersOnHold: e('Orders On Hold'),
  lastUpdatedOn: e('Last updated {date}'),
  noOrdersOnHold: e('You have no orders on hold for this warehouse.'),
  reviewCombinedOrderHeading: e('Review Combined Order'),
  addingToOrder: e('Adding to order {orderNumber}'),

  // ── Order confirmation (part 2 §2 Order confirmation, Order release confirmation; I) ───────────────────
  thankYouForYourOrder: e('Thank You for your order'),
  backToStocklist: e('BACK TO STOCKLIST'),
  weAreProcessingYourRequest: e('we are processing your request'),
  backToOrders: e('BACK TO ORDERS'),
  /** Checkout confirmation texts (I-067, I-068): wording ours. */
  confirmationProcessing: e('We are processing your order. A confirmation e-mail is on its way.'),
  confirmationHeld: e('Your order is on hold. You will find it under Orders.'),
  confirmationAwaitingQuote: e(
    'Your order is on hold until your shipping quote is ready. We will notify you when it is.',
  ),
  yourOrderNumber: e('Your order number is'),
  gracePeriodNotice: e(
    'Orders that are not paid within the payment grace period may be cancelled, and cancellation fees may apply.',
  ),

  // ── Preferences (part 2 §2 Preferences, §8; J) ─────────────────────────────────────────────────────────
  preferencesHeading: e('My Preferences'),
  savePreferences: e('SAVE PREFERENCES'),
  preferencesSaved: e('Successfully saved the preferences'),
  /** Preferences page texts below: wording ours (the spec names the rows and buttons only). */
  preferencesIntro: e('Your default shipping and billing choices. Checkout starts from them.'),
  requestAQuote: e('Request a Quote'),
  noAdditionalServices: e('No additional services'),
  insuredFor: e('Insured for {amount}'),
  accountEndingIn: e('Account {account}'),

  // ── Orders list (part 2 §2 Orders list; K, Q-047) ──────────────────────────────────────────────────────
  ordersHeading: e('Orders'),
  search: e('Search'),
  columnOrderNumber: e('Order #'),
  columnUpdated: e('Updated'),
  columnWarehouse: e('Warehouse'),
  columnFulfillmentStatus: e('Fulfillment Status'),
  columnPaymentStatus: e('Payment Status'),
  /** Orders list texts below: wording ours (the spec names a search box, Export, a pager and the columns). */
  searchOrders: e('Search orders'),
  searchOrdersHint: e('Order # or reference. Paste a list to find several.'),
  searchOrdersTerms: e('Searching for {n} order number', 'Searching for {n} order numbers'),
  noOrdersYet: e('You have no orders yet'),
  noOrdersYetText: e('Orders you place or hold at checkout appear here.'),
  noOrdersMatch: e('No orders match your search'),
  clearSearch: e('Clear search'),
  ordersRange: e('{from}–{to} of {total}'),
  ordersPerPage: e('Orders per page'),
  columnRefOrderNumber: e('Reference #'),
  columnCreated: e('Created'),
  columnTotalQuantity: e('Units'),
  columnTotal: e('Total'),
  columnPxnsOrder: e('PXNS Order'),
  yes: e('Yes'),
  no: e('No'),

  // ── Order details (part 2 §2 Order details, §4, §5, §8; L) ─────────────────────────────────────────────
  /** order details title is the site title plus this. */
  orderTitle: e('Order'),
  /** 'Order # {reference or order number}' */
  orderNumberHeading: e('Order # {orderNumber}'),
  exportManifest: e('Manifest'),
  exportInvoices: e('Invoices'),
  exportOrder: e('Order'),
  fulfillmentStatus: e('Fulfillment Status'),
  paymentStatus: e('Payment Status'),
  createdDate: e('Created'),
  updatedDate: e('Updated'),
  trackingNumbers: e('Tracking Numbers'),
  forPxcOrder: e('For PXC Order'),
  billingAndShipping: e('Billing and Shipping'),
  latePaymentPolicy: e('Late Payment Policy'),
  edit: e('Edit'),
  doneEditing: e('Done'),
  /** Bulk-save bar: wording ours. */
  pendingChanges: e('{n} pending change', '{n} pending changes'),
  saveChanges: e('Save Changes'),
  discardChanges: e('Discard'),
  unsavedChangesConfirm: e('You have unsaved changes. Leave this page anyway?'),
  orderCannotBeEdited: e('Order cannot be edited, please contact your sales rep.'),
  orderNotFound: e('No order found of this id: {path}'),
  outdatedSalesOrder: e(
    'Your order was recently updated and your changes are not up to date. Please review your changes and try again.',
  ),
  cancelOrder: e('Cancel Order'),
  cancelOrderFailed: e('Error while cancelling the order: {message}'),
  someChangesFailed: e('Some of the changes failed to save: {message}'),
  racTermsFetchFailed: e('Failed to fetch Reservation and Cancellation Terms.'),
  removingLastItemCannotCancel: e(
    'Removing this item will cancel the order. Unable to cancel the order. Please reach out to your Sales Rep.',
  ),
  invalidInput: e('Invalid Input'),
  invalidOrderQuantity: e('Invalid order quantity'),
  notEnoughQuantity: e('Not enough quantity'),
  maxQuantity: e('Max quantity: {n}'),
  minQuantity: e('Min quantity : {n}'),
  invalidQuantity: e('Invalid quantity'),
  invalidIncrementSize: e('Invalid Increment Size'),
  incOf: e('Inc of {n}'),
  /** Fee agreement snackbar and action (part 2 §4 Fee agreement flow): wording ours. */
  paymentDueBy: e('Payment is due by {date}.'),
  extendPaymentTime: e('EXTEND PAYMENT TIME'),
  agreeToTerms: e('I AGREE'),
  termsAcceptedOn: e('Accepted on {date}'),
  /** Read-only order view (before the Order details issue): wording ours. */
  orderShippingHeading: e('Shipping'),
  orderPaymentHeading: e('Billing and Payment'),
  orderNotFoundHeading: e('Order not found'),
  shippedQuantity: e('Shipped'),
  canceledQuantity: e('Cancelled'),
  additionalServicesNone: e('None'),

  // ── Order statuses (DESIGN §6; labels also come from order settings) ───────────────────────────────────
  fulfillmentStatusOnHold: e('On Hold'),
  fulfillmentStatusAwaitingShippingQuote: e('Awaiting Shipping Quote'),
  fulfillmentStatusAwaitingPayment: e('Awaiting Payment'),
  fulfillmentStatusReadyForFulfillment: e('Ready for Fulfillment'),
  fulfillmentStatusShipped: e('Shipped'),
  fulfillmentStatusInvoiced: e('Invoiced'),
  // The spec's spelling of the state (Q-041, Q-043, O-081); the code stays CANCELED (L-052, L-057).
  fulfillmentStatusCanceled: e('Cancelled'),
  paymentStatusUnpaid: e('Unpaid'),
  paymentStatusPaid: e('Paid'),
};
