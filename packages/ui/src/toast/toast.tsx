import {
  type CSSProperties,
  createContext,
  type ReactNode,
  useCallback,
  useContext,
  useMemo,
  useRef,
  useState,
} from "react";
import { createPortal } from "react-dom";
import { cn } from "../utils/cn.ts";
import { ToastItem, type ToastOptions } from "./toast-item.tsx";

export interface ToastApi {
  /** Shows a toast and returns its id. */
  show: (toast: ToastOptions) => string;
  dismiss: (id: string) => void;
}

const ToastContext = createContext<ToastApi | null>(null);

export function useToast(): ToastApi {
  const api = useContext(ToastContext);
  if (!api) throw new Error("useToast() needs a <ToastProvider> above it");
  return api;
}

export interface ToastProviderProps {
  /** The app, inside which `useToast` shows toasts. */
  children?: ReactNode;
  /**
   * What the page keeps for its own bars, as CSS lengths: toasts stay clear of a fixed header
   * (`insetTop`, where they show from `sm` up) and a bottom navigation (`insetBottom`, phones).
   * @default "0px"
   */
  insetTop?: string;
  /**
   * Room kept free at the bottom on phones (a bottom navigation's height), as a CSS length.
   * @default "0px"
   */
  insetBottom?: string;
}

type Entry = ToastOptions & { id: string };

/**
 * Holds the toasts and renders them in a corner: bottom-centre on phones, top-right from `sm` up,
 * clear of the page's bars so that they never cover its navigation.
 * Two live regions exist from the start (a region only announces what is added to it later):
 * errors go to role=alert, the rest to role=status.
 */
export function ToastProvider({ children, insetTop = "0px", insetBottom = "0px" }: ToastProviderProps) {
  const [toasts, setToasts] = useState<Entry[]>([]);
  const nextId = useRef(0);
  const dismiss = useCallback((id: string) => setToasts((list) => list.filter((t) => t.id !== id)), []);
  const show = useCallback((toast: ToastOptions) => {
    nextId.current += 1;
    const id = `toast-${nextId.current}`;
    setToasts((list) => [...list, { ...toast, id }]);
    return id;
  }, []);
  const api = useMemo(() => ({ show, dismiss }), [show, dismiss]);

  const region = (errors: boolean) =>
    toasts
      .filter((t) => (t.tone === "error") === errors)
      .map((t) => <ToastItem key={t.id} toast={t} onDismiss={() => dismiss(t.id)} />);
  const stack = "flex w-full flex-col items-center gap-2 sm:items-end";

  const viewport = (
    <div
      data-slot="toast-viewport"
      className="pointer-events-none fixed inset-x-0 bottom-(--toast-bottom) z-60 flex flex-col p-4 pb-[max(1rem,env(safe-area-inset-bottom))] sm:top-(--toast-top) sm:bottom-auto sm:left-auto sm:w-[26rem]"
      style={{ "--toast-top": insetTop, "--toast-bottom": insetBottom } as CSSProperties}
    >
      <div role="alert" aria-live="assertive" className={cn(stack, "not-empty:mb-2")}>
        {region(true)}
      </div>
      <div role="status" aria-live="polite" aria-atomic="false" className={stack}>
        {region(false)}
      </div>
    </div>
  );

  return (
    <ToastContext value={api}>
      {children}
      {typeof document === "undefined" ? null : createPortal(viewport, document.body)}
    </ToastContext>
  );
}
