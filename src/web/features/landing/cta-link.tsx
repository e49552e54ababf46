import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { cn } from '../../components/ui/cn.ts';

const VARIANTS = {
  primary: 'bg-indigo-600 text-white hover:bg-indigo-700 focus-visible:outline-indigo-600',
  secondary:
    'bg-white text-slate-900 ring-1 ring-slate-300 hover:bg-slate-50 focus-visible:outline-indigo-600',
  light: 'bg-white text-indigo-800 hover:bg-indigo-50 focus-visible:outline-white',
  outlineLight: 'text-white ring-1 ring-white/70 hover:bg-white/10 focus-visible:outline-white',
} as const;

export type CtaVariant = keyof typeof VARIANTS;

export function ctaClass(variant: CtaVariant = 'primary', className?: string): string {
  return cn(
    'inline-flex min-h-12 items-center justify-center gap-2 rounded-lg px-6 py-2 text-center text-base leading-tight font-semibold transition-colors focus-visible:outline-2 focus-visible:outline-offset-2',
    VARIANTS[variant],
    className,
  );
}

/** A call-to-action link styled as a button (navigation is a link, not a button). */
export function CtaLink({
  to,
  variant = 'primary',
  className,
  children,
}: {
  to: string;
  variant?: CtaVariant;
  className?: string;
  children: ReactNode;
}) {
  return (
    <Link to={to} className={ctaClass(variant, className)}>
      {children}
    </Link>
  );
}
