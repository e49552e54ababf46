import { Island } from '../../islands/island.tsx';
import { DemoMatrix } from './demo-matrix.tsx';
import { useLandingTranslation } from './landing-i18n.ts';
import { SectionHeading } from './section-heading.tsx';
import { VoiceDemo } from './voice-demo.tsx';

/** The hands-on part: the draggable matrix and the voice demo side by side. */
export function DemoSection() {
  const { t } = useLandingTranslation();
  return (
    <section id="demo" aria-labelledby="demo-title" className="scroll-mt-20 py-16 sm:py-20">
      <div className="mx-auto max-w-6xl px-4 sm:px-6">
        <SectionHeading id="demo-title" title={t('demo.title')} intro={t('demo.intro')} />
        <div className="mt-10 grid items-start gap-8 lg:grid-cols-[3fr_2fr]">
          <Island name="demo-matrix">
            <DemoMatrix />
          </Island>
          <div className="flex h-full flex-col gap-3">
            <h3 className="text-xl font-semibold text-slate-900">{t('voice.title')}</h3>
            <p className="text-slate-700">{t('voice.intro')}</p>
            <Island name="voice-demo">
              <VoiceDemo />
            </Island>
          </div>
        </div>
      </div>
    </section>
  );
}
