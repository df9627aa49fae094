/**
 * Message keys the server answers with and the forms show. English text is the server's `msg`;
 * the i18n package translates every key (a test fails when one is missing).
 */
export const MESSAGES = {
  "errors.required": "Please input the {field}",
  "errors.format": "{field} format error",
  "errors.used": "{field} has been used",
  "errors.tooLong": "{field} may be at most {max} characters",
  "errors.tooShort": "{field} must be at least {min} characters",
  "errors.passwordMismatch": "Passwords do not match",
  "errors.underAge": "You must be at least {min} years old",
  "errors.birthdayInvalid": "Please choose a valid birthday",
  "errors.agree": "Please accept the terms of use",
  "errors.oneOf": "Please choose a valid {field}",
  "errors.invalid": "Invalid request",
  "answers.loginOk": "Login successful",
  "answers.loginFailed": "Incorrect username or password",
  "answers.underReview": "Your account is under review; we will let you know once it is approved",
  "answers.registerOk": "Registration success",
  "answers.registerFailed": "Registration failure",
  "answers.usernameUsed": "The username has been used",
  "answers.emailUsed": "The e-mail has been used",
  "answers.resetSent": "If the address belongs to an account, a link to set a new password is on its way",
  "answers.resetInvalid": "This link has expired or was already used; ask for a new one",
  "answers.passwordSet": "Your new password is set; please sign in",
  "answers.oldPasswordWrong": "The old password is incorrect",
  "answers.saved": "Modified successfully",
  "answers.emailNeedsPassword": "Enter your current password to change your e-mail address",
  "answers.passwordWrong": "The password is incorrect",
  "answers.emailConfirmSent": "Saved. Open the link we sent to {email} to confirm your new address",
  "answers.emailConfirmed": "Your e-mail address is changed",
  "answers.emailLinkInvalid": "This link has expired or was already used",
  "answers.loggedOut": "Signed out",
  "answers.tooManyAttempts": "Too many attempts; please try again in {minutes} minutes",
  "answers.noPermission": "You don't have permission",
  "answers.notFound": "No such call",
  "answers.tooLarge": "The request is too large",
  "answers.unsupportedMedia": "Send the request form-encoded or as JSON",
  "answers.malformed": "The request could not be read",
  "answers.serverError": "Something went wrong on our side; please try again",
  "answers.accountDisabled": "This account is disabled",
  "answers.noUserFound": "No user found",
  "answers.memberNotFound": "This member cannot be found",
  "answers.liked": "Followed",
  "answers.unliked": "Unfollowed",
  "answers.blocked": "Blocked: you will not see each other any more",
  "answers.unblocked": "Unblocked",
  "answers.reported": "Report submitted; an administrator will let you know the outcome",
  "answers.reportedToday": "You already reported this member today",
  "answers.notYourself": "You cannot do that to yourself",
  "chat.contentEmpty": "Content cannot be empty",
  "chat.banned": "You are banned from chat; please contact customer service",
  "chat.noFreeChat": "No free chat left today, please upgrade",
  "chat.needUpgrade": "Please upgrade to use this",
  "chat.blocked": "You cannot chat with this member",
  "chat.imageInvalid": "Only images uploaded here can be sent",
  "chat.notJson": "The message could not be read",
  "chat.unknownOpt": "Unknown operation",
  "chat.tooFast": "You are sending too fast; please wait a moment",
  "mail.sent": "Sent",
  "mail.userMissing": "The user does not exist",
  "mail.sendFailed": "Send failed",
  "mail.notYours": "This mail is not yours",
  "notice.notYours": "This notice is not yours",
  "translate.insufficientCredits": "Insufficient credits",
  "gift.sent": "Send success",
  "gift.userMissing": "The user does not exist",
  "gift.insufficientCredits": "Insufficient credits",
  "gift.noGift": "Please choose a gift",
  "gift.notFound": "This gift is no longer in the store",
  "gift.toSelf": "You cannot send a gift to yourself",
  "gift.failed": "Send failed",
  "translate.unsupported": "This translation is not available",
  "translate.failed": "The translation failed; you were not charged",
  "upload.failed": "Upload failed",
  "upload.notImage": "Please choose an image file (JPEG, PNG, GIF or WebP)",
  "upload.tooLarge": "The file is too large (at most {max} MB)",
  "upload.tooSmall": "The picture must be at least {min}x{min} pixels",
  "upload.notVideo": "Please choose a video file (MP4, MOV, WebM or AVI)",
  "upload.videoTooLong": "The video may be at most {max} seconds long",
  "upload.videoFailed": "The video could not be processed; please try another file",
  "feed.empty": "Write something, or add a picture or a video",
  "feed.sent": "Sent successfully",
  "feed.deleted": "Deleted",
  "feed.notYours": "You can only delete what you posted",
  "feed.notFound": "This post is no longer here",
  "feed.mediaInvalid": "Only pictures and videos you uploaded here can be posted",
  "feed.oneMedia": "Post a picture or a video, not both",
  "feed.dailyLimit": "You can post {max} times a day; upgrade to post more",
  "feed.upgradeForVideo": "Upgrade to watch videos",
  "feed.commented": "Comment posted",
  "feed.backPhotosFull": "You can keep {max} background pictures; delete one first",
} as const;
export type MessageKey = keyof typeof MESSAGES;

/** Field labels used in `{field}` of validation messages. */
export const FIELD_LABELS = {
  username: "username",
  account: "username or e-mail",
  email: "e-mail",
  password: "password",
  repassword: "password confirmation",
  oldpassword: "old password",
  newpassword: "new password",
  sex: "gender",
  birthday: "birthday",
  country: "country",
  interest: "interests",
  source: "source",
  code: "invitation code",
  signature: "signature",
  onlinestatus: "online status",
  avatar: "avatar",
  agree: "terms",
  page: "page",
  snapshot: "list position",
  id: "member",
  target_id: "member",
  userid: "member",
  type: "report type",
  settings: "settings",
  lang: "language",
  content: "content",
  to: "target language",
  eid: "mail",
  file: "file",
  post: "post",
  photo: "photo",
  background: "background picture",
  kind: "kind",
  img: "image",
  video: "video",
  message: "message",
  number: "quantity",
  giftid: "gift",
  before: "list position",
} as const;
export type FieldName = keyof typeof FIELD_LABELS;

// A type alias, not an interface: yup accepts only index-signature-compatible message objects.
export type MessageRef = {
  key: MessageKey;
  values?: Record<string, string | number>;
};

/** English text of a message key with its values filled in. */
export function formatMessage(ref: MessageRef): string {
  const text: string = MESSAGES[ref.key];
  const filled = text.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = ref.values?.[name];
    if (value === undefined) return `{${name}}`;
    if (name === "field" && typeof value === "string" && value in FIELD_LABELS) {
      return FIELD_LABELS[value as FieldName];
    }
    return String(value);
  });
  return filled.charAt(0).toUpperCase() + filled.slice(1);
}
