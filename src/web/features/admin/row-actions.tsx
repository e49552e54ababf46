/**
 * A person's row actions (spec §2): Manage Subscription, View User Details, Send Email (the mail
 * client, `mailto:`), and View in Stripe (the customer's dashboard page, in a new tab) only for a
 * Stripe customer.
 */
import { CreditCard, ExternalLink, Mail, UserRound } from 'lucide-react';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { cn } from '../../components/ui/cn.ts';
import { DropdownMenu } from '../../components/ui/dropdown-menu.tsx';
import { focusRing } from '../../components/ui/focus-ring.ts';
import { menuContentClass, menuItemClass } from '../../components/ui/menu.tsx';
import { ADMIN_NS } from './admin-i18n.ts';
import { mailtoHref, stripeCustomerUrl } from './format.ts';

export function userPath(userId: string, tab?: 'overview' | 'subscription' | 'activity'): string {
  const path = `/app/admin/users/${encodeURIComponent(userId)}`;
  return tab && tab !== 'overview' ? `${path}?tab=${tab}` : path;
}

/** "⋯", drawn here: lucide's own would join the board's first load (see admin-shell.tsx). */
function MoreIcon() {
  return (
    <svg aria-hidden viewBox="0 0 24 24" className="size-5" fill="currentColor">
      <circle cx="5" cy="12" r="1.75" />
      <circle cx="12" cy="12" r="1.75" />
      <circle cx="19" cy="12" r="1.75" />
    </svg>
  );
}

export function RowActions({
  userId,
  email,
  stripeCustomerId,
  onManage,
}: {
  userId: string;
  email: string;
  stripeCustomerId?: string | null;
  /** Opens the manage dialog; focus comes back to this row's button when it closes. */
  onManage: (returnFocus: HTMLElement | null) => void;
}) {
  const { t } = useTranslation(ADMIN_NS);
  const trigger = useRef<HTMLButtonElement>(null);
  return (
    // Not modal: a modal menu hides the rest of the page from assistive technology while its
    // buttons stay focusable (axe: aria-hidden-focus); the menu still closes on Escape or Tab.
    <DropdownMenu.Root modal={false}>
      {/* The ref on the trigger: the deferred stand-in (ui/deferred-radix.tsx) keeps its own on the child. */}
      <DropdownMenu.Trigger asChild ref={trigger}>
        <button
          type="button"
          aria-label={t('rowActions.label', { email })}
          className={cn(
            'inline-flex size-9 items-center justify-center rounded-md text-slate-700 hover:bg-slate-100 coarse:size-11',
            focusRing,
          )}
        >
          <MoreIcon />
        </button>
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content align="end" sideOffset={4} className={menuContentClass}>
          <DropdownMenu.Item className={menuItemClass} onSelect={() => onManage(trigger.current)}>
            <CreditCard aria-hidden className="size-4" />
            {t('rowActions.manage')}
          </DropdownMenu.Item>
          <DropdownMenu.Item asChild className={menuItemClass}>
            <Link to={userPath(userId)}>
              <UserRound aria-hidden className="size-4" />
              {t('rowActions.details')}
            </Link>
          </DropdownMenu.Item>
          <DropdownMenu.Item asChild className={menuItemClass}>
            <a href={mailtoHref(email)}>
              <Mail aria-hidden className="size-4" />
              {t('rowActions.email')}
            </a>
          </DropdownMenu.Item>
          {stripeCustomerId && (
            <DropdownMenu.Item asChild className={menuItemClass}>
              <a href={stripeCustomerUrl(stripeCustomerId)} target="_blank" rel="noopener noreferrer">
                <ExternalLink aria-hidden className="size-4" />
                {t('rowActions.stripe')}
                <span className="sr-only">{t('newTab')}</span>
              </a>
            </DropdownMenu.Item>
          )}
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
