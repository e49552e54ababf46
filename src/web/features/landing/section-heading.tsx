import type { ReactNode } from 'react';

/** The heading block every landing section opens with. */
export function SectionHeading({
  id,
  title,
  intro,
  align = 'center',
}: {
  id: string;
  title: string;
  intro?: ReactNode;
  align?: 'center' | 'left';
}) {
  return (
    <div className={align === 'center' ? 'mx-auto max-w-2xl text-center' : 'max-w-xl'}>
      <h2 id={id} className="text-3xl font-bold tracking-tight text-balance text-slate-900 sm:text-4xl">
        {title}
      </h2>
      {intro && <p className="mt-4 text-lg text-pretty text-slate-700">{intro}</p>}
    </div>
  );
}
