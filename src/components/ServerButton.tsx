import { type ButtonHTMLAttributes, useMemo, useRef } from 'react';
import { throttleTaps } from './throttle';

/**
 * A button that calls the server: taps closer than 500 ms are dropped, and while `busy` it is disabled,
 * so a money call can never be sent twice by taps.
 */
export function ServerButton({
  busy = false,
  onClick,
  children,
  className = 'btn btn-primary',
  ...rest
}: ButtonHTMLAttributes<HTMLButtonElement> & { busy?: boolean }) {
  const latest = useRef(onClick);
  latest.current = onClick;
  const throttled = useMemo(
    () => throttleTaps((event: React.MouseEvent<HTMLButtonElement>) => latest.current?.(event)),
    [],
  );
  return (
    <button
      {...rest}
      className={className}
      disabled={busy || rest.disabled}
      aria-busy={busy || undefined}
      onClick={throttled}
    >
      {children}
    </button>
  );
}
