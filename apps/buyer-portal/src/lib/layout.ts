/** The phone's bottom navigation bar height (B-042): fixed bars of a screen sit on top of it. */
export const MOBILE_BAR_HEIGHT = 64;
