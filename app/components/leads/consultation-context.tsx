import { createContext, lazy, Suspense, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from "react";
import { whenIdle } from "~/lib/idle";

/**
 * The dialog's code (Radix Dialog and the form) stays out of every page's first bundle: it is fetched when the
 * browser is idle after hydration (so the first click opens at once) or at the latest on first use.
 */
const loadConsultationDialog = () => import("./consultation-dialog");
const ConsultationDialog = lazy(() => loadConsultationDialog().then((module) => ({ default: module.ConsultationDialog })));

/** Fetches a lazily loaded dialog's code once the browser is idle, so the first click opens it at once. */
export function usePrefetchWhenIdle(load: () => Promise<unknown>) {
  useEffect(() => whenIdle(() => void load().catch(() => undefined), 3000, 1500), [load]);
}

interface ConsultationApi {
  /** Opens the one consultation dialog of the page; product defaults to the page's product, else `Chưa xác định`. */
  open(product?: string): void;
}

const ConsultationContext = createContext<(ConsultationApi & { setPageProduct(product: string | undefined): void }) | null>(null);

/** One consultation dialog for the whole site, opened from anywhere with `useConsultation().open()`. */
export function ConsultationProvider({ children }: { children: ReactNode }) {
  const [open, setOpen] = useState(false);
  // Mounted on the first open and kept afterwards, so a closed dialog keeps what the visitor typed.
  const [mounted, setMounted] = useState(false);
  const [requested, setRequested] = useState<string | undefined>(undefined);
  const [pageProduct, setPageProduct] = useState<string | undefined>(undefined);
  const openDialog = useCallback((product?: string) => {
    setRequested(product);
    setMounted(true);
    setOpen(true);
  }, []);
  const api = useMemo(() => ({ open: openDialog, setPageProduct }), [openDialog]);
  usePrefetchWhenIdle(loadConsultationDialog);
  return (
    <ConsultationContext.Provider value={api}>
      {children}
      {mounted && (
        <Suspense fallback={null}>
          <ConsultationDialog open={open} onOpenChange={setOpen} product={requested ?? pageProduct} />
        </Suspense>
      )}
    </ConsultationContext.Provider>
  );
}

export function useConsultation(): ConsultationApi {
  const context = useContext(ConsultationContext);
  if (!context) throw new Error("useConsultation must be used inside <ConsultationProvider>");
  return context;
}

/** A product page names its product so the floating call button's dialog sends it (spec 7). */
export function useConsultationProduct(product: string | undefined) {
  const context = useContext(ConsultationContext);
  if (!context) throw new Error("useConsultationProduct must be used inside <ConsultationProvider>");
  const { setPageProduct } = context;
  useEffect(() => {
    setPageProduct(product);
    return () => setPageProduct(undefined);
  }, [setPageProduct, product]);
}
