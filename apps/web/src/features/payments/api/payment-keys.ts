/** Query keys of the payments feature. */
export const paymentKeys = {
  all: ['payments'] as const,
  products: () => [...paymentKeys.all, 'products'] as const,
  orders: () => [...paymentKeys.all, 'orders'] as const,
  order: (orderId: string) => [...paymentKeys.all, 'orders', orderId] as const,
  subscription: () => [...paymentKeys.all, 'subscription'] as const,
  entitlements: () => ['entitlements', 'me'] as const,
};
