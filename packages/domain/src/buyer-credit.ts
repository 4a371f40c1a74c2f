/**
 * A buyer's credit limit (seller console, buyer page) beside a payment method's creditLimit (part 2 §5: a method
 * is withdrawn when the order subtotal exceeds its creditLimit). Only a method that extends credit (it has a
 * creditLimit) is narrowed: the buyer may order on it up to the lower of the two. A method without a limit is not
 * credit, so the buyer's limit leaves it alone; a buyer without a limit keeps the method's. Minor units.
 */
export function buyerCreditLimit(methodLimit: number | null, buyerLimit: number | null): number | null {
  if (methodLimit === null) return null;
  if (buyerLimit === null) return methodLimit;
  return Math.min(methodLimit, buyerLimit);
}
