import {
  Bell,
  CalendarSync,
  Columns3,
  Info,
  Layers,
  LayoutGrid,
  Mic,
  Move,
  Palette,
  Paperclip,
  StickyNote,
  Type,
  WifiOff,
} from 'lucide-react';
import { useLandingTranslation } from './landing-i18n.ts';
import { SectionHeading } from './section-heading.tsx';

/** Spec §1's feature list, in that order. */
const FEATURES = [
  { key: 'boards', Icon: LayoutGrid },
  { key: 'notes', Icon: StickyNote },
  { key: 'views', Icon: Columns3 },
  { key: 'voice', Icon: Mic },
  { key: 'multiBoard', Icon: Layers },
  { key: 'dragDrop', Icon: Move },
  { key: 'attachments', Icon: Paperclip },
  { key: 'richText', Icon: Type },
  { key: 'reminders', Icon: Bell },
  { key: 'colors', Icon: Palette },
  { key: 'offline', Icon: WifiOff },
  { key: 'calendarSync', Icon: CalendarSync },
] as const;

const NOTES = ['calendar', 'android', 'attachments', 'voice', 'platforms'] as const;

export function FeaturesSection() {
  const { t } = useLandingTranslation();
  return (
    <section id="features" aria-labelledby="features-title" className="scroll-mt-20 py-16 sm:py-20">
      <div className="mx-auto max-w-6xl px-4 sm:px-6">
        <SectionHeading id="features-title" title={t('features.title')} intro={t('features.intro')} />
        <ul className="mt-12 grid gap-x-8 gap-y-10 sm:grid-cols-2 lg:grid-cols-3">
          {FEATURES.map(({ key, Icon }) => (
            <li key={key} className="flex gap-4">
              <span
                className="inline-flex size-11 shrink-0 items-center justify-center rounded-xl bg-indigo-50 text-indigo-700"
                aria-hidden="true"
              >
                <Icon className="size-5" />
              </span>
              <div>
                <h3 className="font-semibold text-slate-900">{t(`features.items.${key}.title`)}</h3>
                <p className="mt-1 text-slate-700">{t(`features.items.${key}.body`)}</p>
              </div>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

/** The fine print of the feature list: platform limits stated plainly. */
export function FeatureNotesSection() {
  const { t } = useLandingTranslation();
  return (
    <section aria-labelledby="feature-notes-title" className="pb-16 sm:pb-20">
      <div className="mx-auto max-w-4xl px-4 sm:px-6">
        <div className="rounded-2xl border border-slate-200 bg-slate-50 p-6 sm:p-8">
          <h2
            id="feature-notes-title"
            className="flex items-center gap-2 text-xl font-semibold text-slate-900"
          >
            <Info aria-hidden className="size-5 text-indigo-700" />
            {t('featureNotes.title')}
          </h2>
          <ul className="mt-4 list-disc space-y-2 pl-5 text-slate-700 marker:text-slate-400">
            {NOTES.map((key) => (
              <li key={key}>{t(`featureNotes.items.${key}`)}</li>
            ))}
          </ul>
        </div>
      </div>
    </section>
  );
}
