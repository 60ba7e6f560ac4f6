import { createContext, useContext } from "react";

/**
 * The storefront's only contact point with the cart. Product cards and the product page call
 * `useAddToCart()`; the cart feature provides the real implementation by rendering
 * `<CartSeamContext.Provider value={...}>` around the app (in its cart provider). Until then the default
 * does nothing visible and nothing is ever "in the cart".
 */
export interface CartSeam {
  /** Adds `quantity` of a product; resolves when the cart has it (the cart shows its own toasts). */
  addToCart(productId: number, quantity: number): Promise<void>;
  isInCart(productId: number): boolean;
}

export const noopCartSeam: CartSeam = {
  addToCart: async () => {},
  isInCart: () => false,
};

export const CartSeamContext = createContext<CartSeam>(noopCartSeam);

export function useAddToCart(): CartSeam {
  return useContext(CartSeamContext);
}
