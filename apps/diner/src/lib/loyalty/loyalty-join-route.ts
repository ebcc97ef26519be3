/**
 * Where the loyalty section's Join leads, from the cart and from the checkout alike.
 */
// our choice: the join flow opens from the profile, where the account screens hold it.
export const LOYALTY_JOIN_ROUTE = '/my-account/profile';
