import { describe, expect, it } from 'vitest';
import { splitBrainDump } from './index.ts';

describe('splitBrainDump', () => {
  it('splits the issue’s example into three tasks', () => {
    expect(
      splitBrainDump('call mum tomorrow, finish the report by Friday, and someday clean the garage', 'en'),
    ).toEqual(['call mum tomorrow', 'finish the report by Friday', 'someday clean the garage']);
  });

  it('splits on new lines, bullets, ";" and sentence ends, but not after an abbreviation', () => {
    expect(splitBrainDump('- milk\n- eggs\n\n1. call Tom', 'en')).toEqual(['milk', 'eggs', 'call Tom']);
    expect(splitBrainDump('pay rent; call the bank', 'en')).toEqual(['pay rent', 'call the bank']);
    expect(splitBrainDump('Call Dr. Smith tomorrow. Buy milk.', 'en')).toEqual([
      'Call Dr. Smith tomorrow',
      'Buy milk',
    ]);
  });

  it('always splits on sequencing words in each language', () => {
    expect(splitBrainDump('call the bank then pay rent', 'en')).toEqual(['call the bank', 'pay rent']);
    expect(splitBrainDump('appeler maman demain, puis finir le rapport; ranger le garage', 'fr')).toEqual([
      'appeler maman demain',
      'finir le rapport',
      'ranger le garage',
    ]);
    expect(splitBrainDump('Zahnarzt morgen anrufen und danach Bericht schreiben', 'de')).toEqual([
      'Zahnarzt morgen anrufen',
      'Bericht schreiben',
    ]);
    expect(splitBrainDump('chiamare mamma domani, poi finire la relazione', 'it')).toEqual([
      'chiamare mamma domani',
      'finire la relazione',
    ]);
    expect(splitBrainDump('ligar pra mãe amanhã e depois pagar o aluguel', 'pt')).toEqual([
      'ligar pra mãe amanhã',
      'pagar o aluguel',
    ]);
    expect(
      splitBrainDump('llamar a mamá mañana, luego terminar el informe y pagar la luz el viernes', 'es'),
    ).toEqual(['llamar a mamá mañana', 'terminar el informe', 'pagar la luz el viernes']);
    expect(splitBrainDump('明日母に電話する。それから金曜日までにレポートを出す', 'ja')).toEqual([
      '明日母に電話する',
      '金曜日までにレポートを出す',
    ]);
    expect(splitBrainDump('明天给妈妈打电话，然后周五之前交报告', 'zh')).toEqual([
      '明天给妈妈打电话',
      '周五之前交报告',
    ]);
  });

  it.each([
    ['en', 'call mum tomorrow', 'pay rent', 'then', 'and', 'clean the garage'],
    ['es', 'llamar a mamá mañana', 'pagar el alquiler', 'luego', 'y', 'limpiar el garaje'],
    ['fr', 'appeler maman demain', 'payer le loyer', 'puis', 'et', 'ranger le garage'],
    ['de', 'Mama morgen anrufen', 'Miete zahlen', 'dann', 'und', 'Garage aufräumen'],
    ['it', 'chiamare mamma domani', "pagare l'affitto", 'poi', 'e', 'pulire il garage'],
    ['pt', 'ligar pra mãe amanhã', 'pagar o aluguel', 'depois', 'e', 'limpar a garagem'],
    ['ja', '明日母に電話する', '家賃を払う', 'それから', '', 'ガレージを掃除する'],
    ['zh', '明天给妈妈打电话', '交房租', '然后', '', '打扫车库'],
  ] as const)('%s: new lines, ";", commas and sequencing words', (language, a, b, then, and, c) => {
    const cjk = language === 'ja' || language === 'zh';
    const comma = cjk ? (language === 'ja' ? '、' : '，') : ', ';
    const space = cjk ? '' : ' ';
    expect(splitBrainDump(`${a}\n${b}`, language)).toEqual([a, b]);
    expect(splitBrainDump(`${a}; ${b}`, language)).toEqual([a, b]);
    expect(splitBrainDump(`${a}${comma}${b}`, language)).toEqual([a, b]);
    expect(splitBrainDump(`${a}${space}${then}${space}${b}`, language)).toEqual([a, b]);
    if (and) expect(splitBrainDump(`${a} ${and} ${c}`, language)).toEqual([a, c]);
  });

  it('does not split a date that contains a sequencing word', () => {
    expect(splitBrainDump('depois de amanhã pagar o aluguel', 'pt')).toEqual([
      'depois de amanhã pagar o aluguel',
    ]);
    expect(splitBrainDump('después de comer llamar a Juan', 'es')).toEqual([
      'después de comer llamar a Juan',
    ]);
  });

  it('keeps "salt and pepper" titles whole', () => {
    expect(splitBrainDump('Buy salt and pepper', 'en')).toEqual(['Buy salt and pepper']);
    expect(splitBrainDump('comprar sal y pimienta', 'es')).toEqual(['comprar sal y pimienta']);
    expect(splitBrainDump('Talk to Tom and Jerry about the plan', 'en')).toEqual([
      'Talk to Tom and Jerry about the plan',
    ]);
    expect(splitBrainDump('Buy apples, pears, and milk', 'en')).toEqual(['Buy apples, pears, and milk']);
    expect(splitBrainDump('りんご、バナナを買う', 'ja')).toEqual(['りんご、バナナを買う']);
    expect(splitBrainDump('买苹果和香蕉', 'zh')).toEqual(['买苹果和香蕉']);
  });

  it('splits on a bare "and" between two dated or long tasks', () => {
    expect(splitBrainDump('call mum tomorrow and finish the report', 'en')).toEqual([
      'call mum tomorrow',
      'finish the report',
    ]);
    expect(splitBrainDump('appeler maman demain et finir le rapport', 'fr')).toEqual([
      'appeler maman demain',
      'finir le rapport',
    ]);
    expect(splitBrainDump('Mama morgen anrufen und Bericht fertig schreiben', 'de')).toEqual([
      'Mama morgen anrufen',
      'Bericht fertig schreiben',
    ]);
  });

  it('gives one task for one task and none for nothing', () => {
    expect(splitBrainDump('Call the dentist tomorrow at 5pm', 'en')).toEqual([
      'Call the dentist tomorrow at 5pm',
    ]);
    expect(splitBrainDump('  \n ', 'en')).toEqual([]);
  });
});
