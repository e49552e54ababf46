import type { IdentityStrings } from './en.ts';

export const ja: IdentityStrings = {
  signInHeading: 'Quadrant にサインイン',
  registerHeading: 'Quadrant アカウントを作成',
  name: '名前',
  email: 'メールアドレス',
  password: 'パスワード',
  passwordHint: '8 文字以上。',
  signInButton: 'サインイン',
  createButton: 'アカウントを作成',
  toRegister: 'アカウントを作成する',
  toSignIn: 'アカウントをお持ちの方はサインイン',
  invalidCredentials: 'メールアドレスまたはパスワードが正しくありません。',
  signInThrottled:
    'このアカウントへのサインインの失敗が多すぎます。{seconds} 秒待ってからもう一度お試しください。',
  emailTaken: 'このメールアドレスのアカウントはすでに存在します。',
  emailTakenLink: 'サインインする',
  errorSummary: '入力内容に問題があります',
  nameInvalid: '名前を入力してください（100 文字以内）。',
  emailInvalid: '有効なメールアドレスを入力してください（例: name@example.com）。',
  passwordInvalid: 'パスワードは 8〜200 文字で入力してください。',
  brokerNotConfigured:
    'このサーバーでは {provider} でのサインインが設定されていません。メールアドレスとパスワードでサインインしてください。',
  brokerFailedHeading: '{provider} でのサインインに失敗しました',
  brokerFailedBody: 'もう一度お試しいただくか、メールアドレスとパスワードでサインインしてください。',
  brokerNoEmail:
    '{provider} からメールアドレスが共有されなかったため、Quadrant はあなたを識別できません。メールアドレスへのアクセスを許可するか、メールアドレスとパスワードでサインインしてください。',
  brokerUnverifiedEmail:
    '{provider} がこのアカウントのメールアドレスを確認していないため、Quadrant にサインインできません。{provider} でアドレスを確認するか、メールアドレスとパスワードでサインインしてください。',
  brokerUnavailableAccount:
    'この Quadrant アカウントはサインインできません。削除されたか、無効になっています。',
  tooManyAttempts: '試行回数が多すぎます。1 分ほど待ってからもう一度お試しください。',
  expiredHeading: 'このサインインページは有効期限が切れています',
  expiredBody: 'サインインページの有効期限は 1 時間です。Quadrant に戻って、もう一度やり直してください。',
  errorHeading: '問題が発生しました',
  errorBody:
    'Quadrant はこのサインイン要求を完了できませんでした。Quadrant に戻って、もう一度お試しください。',
  errorCode: 'エラーコード',
  backToApp: 'Quadrant に戻る',
  logoutHeading: 'Quadrant からサインアウトしますか？',
  logoutBody: 'もう一度サインインするには、メールアドレスとパスワードが必要です。',
  logoutConfirm: 'サインアウト',
  logoutCancel: 'サインインしたままにする',
  signedOutHeading: 'サインアウトしました',
  signedOutBody: 'このデバイスでのセッションは終了しました。',
  signInAgain: 'もう一度サインイン',
  forgotPassword: 'パスワードをお忘れですか？',
  resetRequestHeading: 'パスワードをリセット',
  resetRequestIntro:
    'Quadrant アカウントのメールアドレスを入力してください。新しいパスワードを設定するためのリンクをお送りします。',
  resetRequestButton: 'リセット用リンクを送信',
  resetSentHeading: 'メールを確認してください',
  resetSentBody:
    '{email} のアカウントが存在する場合は、パスワードをリセットするためのリンクを送信しました。リンクの有効期限は 1 時間です。',
  backToSignIn: 'サインインに戻る',
  newPasswordHeading: '新しいパスワードを設定',
  newPasswordFor: 'アカウント: {email}',
  newPassword: '新しいパスワード',
  confirmPassword: '新しいパスワード（確認）',
  passwordMismatch: '2 つのパスワードが一致しません。',
  savePasswordButton: '新しいパスワードを保存',
  resetDoneHeading: 'パスワードを変更しました',
  resetDoneBody:
    '安全のため、すべてのデバイスでサインアウトしました。新しいパスワードでサインインしてください。',
  resetLinkInvalidHeading: 'このリンクは使用できません',
  resetLinkInvalidBody:
    'パスワードのリセット用リンクは 1 回だけ、1 時間以内に使用できます。このリンクは有効期限が切れているか、すでに使用されたか、新しいリンクに置き換えられています。',
  requestNewLink: '新しいリンクをリクエスト',
  resetMailSubject: 'Quadrant のパスワードのリセット',
  resetMailBody:
    '{name} 様\n\nQuadrant アカウント（{email}）のパスワードのリセットがリクエストされました。ご本人によるリクエストの場合は、次のリンクを開いて新しいパスワードを設定してください。\n\n{link}\n\nこのリンクは 1 回だけ、1 時間以内に使用できます。心当たりがない場合は、このメールを無視してください。パスワードは変更されません。\n\n— Quadrant',
};
