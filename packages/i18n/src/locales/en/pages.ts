/**
 * The static pages: terms of use (12 sections, section 6 in three parts, then `low` and `owner`),
 * about, contact, help, privacy, refund. Section titles carry no numbers: the page numbers them
 * (1–12, and 6.1–6.3 for the parts of section 6). Every terms section has `parts`, empty except 6.
 * The Chinese files must have as many sections, paragraphs and questions as English.
 */

/** A titled block of short paragraphs. */
export interface PageSection {
  title: string;
  paragraphs: string[];
}
/** A numbered terms section; `parts` is empty except in section 6. */
export interface TermsSection extends PageSection {
  parts: PageSection[];
}
export interface Faq {
  q: string;
  a: string;
}
interface Page {
  title: string;
  lead: string;
}
export interface Pages {
  company: { name: string; billing: string };
  lastUpdated: string;
  admin: Record<
    | "reportedContent"
    | "newGift"
    | "newGiftHint"
    | "giftPicture"
    | "uploading"
    | "newCategory"
    | "renameCategory"
    | "auditBefore"
    | "auditAfter"
    | "auditRemoved"
    | "service"
    | "serviceHint"
    | "servicePick"
    | "servicePickHint"
    | "articles"
    | "articlesLoading"
    | "articlesEmpty"
    | "articleTitle"
    | "published"
    | "draft"
    | "reads"
    | "newArticle"
    | "categories"
    | "slug"
    | "slugHint"
    | "nameEn"
    | "nameZhcn"
    | "nameZhtw"
    | "saveCategory"
    | "cover"
    | "coverHint"
    | "uploadCover"
    | "languages"
    | "articleTitleIn"
    | "articleBodyIn"
    | "fallbackHint"
    | "editorToolbar"
    | "editorBold"
    | "editorItalic"
    | "editorHeading"
    | "editorSubheading"
    | "editorBullets"
    | "editorNumbers"
    | "editorQuote"
    | "editorLink"
    | "editorLinkPrompt"
    | "editorImage"
    | "lookingFor"
    | "memberLoading"
    | "memberFile"
    | "email"
    | "until"
    | "lastSignIn"
    | "blockedBy"
    | "reportsAbout"
    | "reportsMade"
    | "reportType"
    | "reportState_open"
    | "reportState_actioned"
    | "reportState_dismissed"
    | "blocks"
    | "signIns"
    | "signedIn"
    | "lastSeen"
    | "address"
    | "device"
    | "sessionEnded"
    | "sessionActive"
    | "none"
    | "tierUntil"
    | "setTier"
    | "memberDetails"
    | "content"
    | "contentEmpty"
    | "contentEmptyHint"
    | "contentLoading"
    | "kind_avatar"
    | "kind_image"
    | "kind_video"
    | "kind_trend"
    | "kind_comment"
    | "anyKind"
    | "kind"
    | "playVideo"
    | "takeDown"
    | "takeDownTitle"
    | "takeDownHint"
    | "takeDownPlaceholder"
    | "takeDownSend"
    | "takenDown"
    | "loadMore"
    | "dashboard"
    | "dashboardLoading"
    | "statWaiting"
    | "statOverdue"
    | "statOverdueHint_one"
    | "statOverdueHint_other"
    | "statOnline"
    | "statSignupsToday"
    | "statSignupsWeek_one"
    | "statSignupsWeek_other"
    | "chartSignups_one"
    | "chartSignups_other"
    | "chartRevenue_one"
    | "chartRevenue_other"
    | "signups"
    | "revenue"
    | "day"
    | "erasuresFailing"
    | "erasuresFailingHint"
    | "erasureFailures"
    | "erasureAccount"
    | "erasureAttempts"
    | "erasureSince"
    | "erasureNextTry"
    | "erasureError"
    | "orders"
    | "ordersLoading"
    | "ordersEmpty"
    | "searchOrders"
    | "orderNumber"
    | "orderWhat"
    | "rechargeOrder"
    | "forMember"
    | "method"
    | "created"
    | "details"
    | "openOrder"
    | "orderTitle"
    | "orderEvents"
    | "refund"
    | "refundConfirm"
    | "refundHint"
    | "refunded"
    | "state_created"
    | "state_pending"
    | "state_paid"
    | "state_failed"
    | "state_expired"
    | "state_refunded"
    | "event_created"
    | "event_notice"
    | "event_ledger"
    | "event_paid"
    | "event_failed"
    | "event_staff"
    | "role_admin"
    | "role_moderator"
    | "catalogs"
    | "catalogLoading"
    | "gifts"
    | "packages"
    | "permissions"
    | "settings"
    | "gift"
    | "category"
    | "price"
    | "sale"
    | "onSale"
    | "offSale"
    | "edit"
    | "editGift"
    | "editGiftHint"
    | "giftsEmpty"
    | "priceCredits"
    | "priceHint"
    | "titleEn"
    | "titleZhcn"
    | "titleZhtw"
    | "recharge"
    | "rechargeHint"
    | "upgrades"
    | "upgradesHint"
    | "packagesEmpty"
    | "basePrice"
    | "monthsCount_one"
    | "monthsCount_other"
    | "editRecharge"
    | "editUpgrade"
    | "editBasePrice"
    | "permission"
    | "permissionsHint"
    | "savePermissions"
    | "unsaved"
    | "freeChats"
    | "freeChatsHint"
    | "translationPrice"
    | "translationPriceHint"
    | "payMethods"
    | "payMethodsHint"
    | "payMethodsNone"
    | "anyStatus"
    | "anyTier"
    | "chat"
    | "anyChat"
    | "target"
    | "members"
    | "searchMembers"
    | "statusApproved"
    | "statusReview"
    | "statusDisabled"
    | "unbanChat"
    | "enable"
    | "credits"
    | "creditsTitle"
    | "creditsHint"
    | "amount"
    | "creditsReason"
    | "save"
    | "saved"
    | "membersEmpty"
    | "membersLoading"
    | "colStatus"
    | "colTier"
    | "colBalance"
    | "colJoined"
    | "colActions"
    | "reports"
    | "reportOf"
    | "overdue"
    | "openFor"
    | "evidence"
    | "noMessages"
    | "reportedChat"
    | "reportedMail"
    | "reportedPhotos"
    | "chatBanned"
    | "disabled"
    | "dismiss"
    | "warn"
    | "banChat"
    | "disableAccount"
    | "closed"
    | "reportsEmpty"
    | "reportsEmptyHint"
    | "reportsLoading"
    | "male"
    | "female"
    | "title"
    | "review"
    | "audit"
    | "signOut"
    | "staffOnly"
    | "staffOnlyHint"
    | "signInAsStaff"
    | "secondFactorEnrolTitle"
    | "secondFactorEnrolHint"
    | "secondFactorKey"
    | "secondFactorLink"
    | "secondFactorCode"
    | "secondFactorVerifyTitle"
    | "secondFactorVerifyHint"
    | "secondFactorCodeOrRecovery"
    | "secondFactorConfirm"
    | "secondFactorRecoveryTitle"
    | "secondFactorRecoveryHint"
    | "secondFactorCopy"
    | "secondFactorCopied"
    | "secondFactorDownload"
    | "secondFactorOpen"
    | "queueEmpty"
    | "queueEmptyHint"
    | "queueLoading"
    | "waiting"
    | "joined"
    | "approve"
    | "refuse"
    | "refuseTitle"
    | "refuseHint"
    | "reason"
    | "reasonPlaceholder"
    | "cancel"
    | "refuseSend"
    | "approved"
    | "refused"
    | "noPhotos"
    | "auditEmpty"
    | "auditLoading"
    | "when"
    | "who"
    | "what"
    | "member"
    | "change"
    | "why"
    | "search",
    string
  >;
  blog: Record<
    | "title"
    | "description"
    | "categories"
    | "all"
    | "popular"
    | "loading"
    | "empty"
    | "emptyHint"
    | "reads_one"
    | "reads_other"
    | "back"
    | "missing"
    | "missingHint"
    | "join"
    | "joinHint"
    | "signIn"
    | "register"
    | "home",
    string
  >;
  nav: Record<"about" | "contact" | "help" | "privacy" | "refund" | "terms", string>;
  terms: Page & { sections: TermsSection[]; low: PageSection; owner: PageSection };
  about: Page & { sections: PageSection[] };
  contact: Page & { sections: PageSection[] };
  help: Page & { faqs: Faq[] };
  privacy: Page & { sections: PageSection[] };
  refund: Page & { sections: PageSection[] };
}

export const pages: Pages = {
  company: { name: "Amora Social Ltd.", billing: "AMORA*SOCIAL" },
  lastUpdated: "Last updated: 21 November 2026",
  admin: {
    reportedContent: "Newest pictures and posts of {{name}}",
    newGift: "New gift",
    newGiftHint:
      "Upload its picture (square, on a light background), then price and name it in the three languages.",
    giftPicture: "Upload the picture…",
    uploading: "Uploading…",
    newCategory: "New category",
    renameCategory: "Rename {{name}}",
    auditBefore: "Before",
    auditAfter: "After",
    auditRemoved: "(removed)",
    service: "Customer service",
    serviceHint: "You answer as CustomerService; members see the service account, not you.",
    servicePick: "Choose a conversation",
    servicePickHint: "Members who write to customer service appear on the left, unread first.",
    articles: "Articles",
    articlesLoading: "Loading articles",
    articlesEmpty: "No articles yet",
    articleTitle: "Title",
    published: "Published",
    draft: "Draft",
    reads: "Reads",
    newArticle: "New article",
    categories: "Categories",
    slug: "Address name",
    slugHint: "Lowercase words joined by -, e.g. first-date-ideas",
    nameEn: "Name in English",
    nameZhcn: "Name in simplified Chinese",
    nameZhtw: "Name in traditional Chinese",
    saveCategory: "Save category",
    cover: "Cover image",
    coverHint: "An https address, or upload one",
    uploadCover: "Upload…",
    languages: "Languages",
    articleTitleIn: "Title in {{language}}",
    articleBodyIn: "Body in {{language}}",
    fallbackHint: "Left empty, readers of this language see the English text.",
    editorToolbar: "Formatting",
    editorBold: "Bold",
    editorItalic: "Italic",
    editorHeading: "Heading",
    editorSubheading: "Subheading",
    editorBullets: "Bulleted list",
    editorNumbers: "Numbered list",
    editorQuote: "Quote",
    editorLink: "Link",
    editorLinkPrompt: "Link address (https://…)",
    editorImage: "Image",
    lookingFor: "Looking for: {{interests}}",
    memberLoading: "Loading the member",
    memberFile: "Member's file",
    email: "E-mail",
    until: "until {{day}}",
    lastSignIn: "Last sign-in",
    blockedBy: "Blocked by",
    reportsAbout: "Reports about them",
    reportsMade: "Reports they made",
    reportType: "Reason",
    reportState_open: "Open",
    reportState_actioned: "Action taken",
    reportState_dismissed: "Dismissed",
    blocks: "Blocks",
    signIns: "Sign-ins",
    signedIn: "Signed in",
    lastSeen: "Last seen",
    address: "Address",
    device: "Device",
    sessionEnded: "Ended",
    sessionActive: "Active",
    none: "None",
    tierUntil: "Until (last day)",
    setTier: "Set tier",
    memberDetails: "Details of {{name}}",
    content: "Content",
    contentEmpty: "Nothing new to look over",
    contentEmptyHint: "New avatars, photos, videos and posts appear here, newest first.",
    contentLoading: "Loading the newest content",
    kind_avatar: "Avatar",
    kind_image: "Photo",
    kind_video: "Video",
    kind_trend: "Post",
    kind_comment: "Comment",
    anyKind: "Everything",
    kind: "Kind",
    playVideo: "Play the video of {{name}}",
    takeDown: "Take down",
    takeDownTitle: "Take down this {{kind}} of {{name}}",
    takeDownHint: "It disappears everywhere at once. The reason stays in the audit trail.",
    takeDownPlaceholder: "For example: shows another person's photo.",
    takeDownSend: "Take down",
    takenDown: "Taken down",
    loadMore: "Show older",
    dashboard: "Dashboard",
    dashboardLoading: "Loading the dashboard",
    statWaiting: "Accounts waiting for review",
    statOverdue: "Reports past 24 hours",
    statOverdueHint_one: "{{count}} report open",
    statOverdueHint_other: "{{count}} reports open",
    statOnline: "Members online now",
    statSignupsToday: "Sign-ups today",
    statSignupsWeek_one: "{{count}} in the last 7 days",
    statSignupsWeek_other: "{{count}} in the last 7 days",
    chartSignups_one: "Sign-ups, last {{count}} day",
    chartSignups_other: "Sign-ups, last {{count}} days",
    chartRevenue_one: "Revenue, last {{count}} day",
    chartRevenue_other: "Revenue, last {{count}} days",
    signups: "Sign-ups",
    revenue: "Revenue",
    day: "Day",
    erasuresFailing: "Account erasures failing",
    erasuresFailingHint: "Each is tried again by itself; the others go ahead",
    erasureFailures: "Account erasures that failed",
    erasureAccount: "Account",
    erasureAttempts: "Attempts",
    erasureSince: "Failing since",
    erasureNextTry: "Next try",
    erasureError: "Last error",
    orders: "Orders",
    ordersLoading: "Loading orders",
    ordersEmpty: "No order matches",
    searchOrders: "Find an order by number or payer",
    orderNumber: "Order",
    orderWhat: "For",
    rechargeOrder: "Credits",
    forMember: "for {{name}}",
    method: "Method",
    created: "Created",
    details: "Details",
    openOrder: "Details of order {{id}}",
    orderTitle: "Order {{id}}",
    orderEvents: "What happened",
    refund: "Refund…",
    refundConfirm: "Refund and tell the member",
    refundHint:
      "Refund after the payment provider returned the money. The credits or months are taken back and the member gets a notice.",
    refunded: "Order {{id}} is refunded",
    state_created: "Created",
    state_pending: "Pending",
    state_paid: "Paid",
    state_failed: "Failed",
    state_expired: "Expired",
    state_refunded: "Refunded",
    event_created: "Created",
    event_notice: "Provider notice",
    event_ledger: "Ledger",
    event_paid: "Paid",
    event_failed: "Failed",
    event_staff: "Staff",
    role_admin: "Administrator",
    role_moderator: "Moderator",
    catalogs: "Catalogs",
    catalogLoading: "Loading the catalogs",
    gifts: "Gifts",
    packages: "Packages",
    permissions: "Permissions",
    settings: "Settings",
    gift: "Gift",
    category: "Category",
    price: "Price",
    sale: "Sale",
    onSale: "On sale",
    offSale: "Withdrawn",
    edit: "Edit",
    editGift: "Edit {{name}}",
    editGiftHint: "The new price applies to the next gift sent; gifts already sent keep theirs.",
    giftsEmpty: "No gifts in the catalog",
    priceCredits: "Price in credits",
    priceHint: "Up to 2 decimals, for example 12.50",
    titleEn: "Title in English",
    titleZhcn: "Title in simplified Chinese",
    titleZhtw: "Title in traditional Chinese",
    recharge: "Recharge packages",
    rechargeHint: "The amounts members pick on the recharge page.",
    upgrades: "Membership packages",
    upgradesHint: "The periods and prices of silver and gold.",
    packagesEmpty: "No packages",
    basePrice: "Base monthly price",
    monthsCount_one: "{{count}} month",
    monthsCount_other: "{{count}} months",
    editRecharge: "Edit the {{amount}} package",
    editUpgrade: "Edit {{tier}}, {{months}}",
    editBasePrice: "Edit the base price of {{tier}}",
    permission: "Permission",
    permissionsHint: "What each tier may do. Members see a change on their next page.",
    savePermissions: "Save permissions",
    unsaved: "Unsaved changes",
    freeChats: "Free chat messages a day",
    freeChatsHint: "For free members; paid tiers chat without a limit.",
    translationPrice: "Price of a translation (credits)",
    translationPriceHint: "0 makes translation free for everyone.",
    payMethods: "Payment methods offered",
    payMethodsHint: "Only the methods configured on the server (PAY_METHODS) can be offered.",
    payMethodsNone: "No payment method is configured on the server.",
    anyStatus: "Any status",
    anyTier: "Any tier",
    chat: "Chat",
    anyChat: "Any",
    target: "Record",
    members: "Members",
    searchMembers: "Find a member by name or e-mail",
    statusApproved: "Active",
    statusReview: "Under review",
    statusDisabled: "Disabled",
    unbanChat: "Allow chat",
    enable: "Enable",
    credits: "Credits…",
    creditsTitle: "Credits for {{name}}",
    creditsHint:
      "A positive amount grants, a negative one deducts (never below zero). The member reads the reason in their credit history.",
    amount: "Amount",
    creditsReason: "Reason",
    save: "Save",
    saved: "Saved",
    membersEmpty: "No member matches",
    membersLoading: "Loading members",
    colStatus: "Status",
    colTier: "Tier",
    colBalance: "Balance",
    colJoined: "Joined",
    colActions: "Actions",
    reports: "Report queue",
    reportOf: "{{reporter}} reported {{reported}}",
    overdue: "Overdue",
    openFor: "Open {{hours}} h",
    evidence: "Messages between them",
    noMessages: "They have not chatted",
    reportedChat: "The chat message reported",
    reportedMail: "The mail reported",
    reportedPhotos: "Photos of {{name}}",
    chatBanned: "Banned from chat",
    disabled: "Disabled",
    dismiss: "Dismiss",
    warn: "Warn",
    banChat: "Ban from chat",
    disableAccount: "Disable account",
    closed: "Report closed",
    reportsEmpty: "No open reports",
    reportsEmptyHint: "Reports members send appear here, oldest first, with a 24-hour clock.",
    reportsLoading: "Loading the report queue",
    male: "Man",
    female: "Woman",
    title: "Amora console",
    review: "Review queue",
    audit: "Audit trail",
    signOut: "Sign out",
    staffOnly: "This console is for staff",
    staffOnlyHint: "Sign in with a staff account to work the queues.",
    signInAsStaff: "Sign in as staff",
    secondFactorEnrolTitle: "Set up your authenticator",
    secondFactorEnrolHint:
      "Staff sign in with a second factor. Add this key to an authenticator app (Google Authenticator, 1Password, Authy…), then type the 6-digit code it shows.",
    secondFactorKey: "Key to type",
    secondFactorLink: "Open in an authenticator app on this device",
    secondFactorCode: "6-digit code",
    secondFactorVerifyTitle: "Enter your authenticator's code",
    secondFactorVerifyHint:
      "Type the 6-digit code your authenticator shows now, or one of your recovery codes.",
    secondFactorCodeOrRecovery: "Code or recovery code",
    secondFactorConfirm: "Confirm",
    secondFactorRecoveryTitle: "Your recovery codes",
    secondFactorRecoveryHint:
      "Each code signs you in once if you lose your authenticator. Keep them somewhere safe: they are shown only now.",
    secondFactorCopy: "Copy",
    secondFactorCopied: "Recovery codes copied",
    secondFactorDownload: "Download",
    secondFactorOpen: "I have saved them: open the console",
    queueEmpty: "No accounts are waiting",
    queueEmptyHint: "New sign-ups appear here, oldest first.",
    queueLoading: "Loading the review queue",
    waiting: "{{count}} waiting",
    joined: "Signed up {{date}}",
    approve: "Approve",
    refuse: "Refuse",
    refuseTitle: "Refuse {{name}}",
    refuseHint: "The member receives this reason by e-mail. Say what to fix, in words they will understand.",
    reason: "Reason",
    reasonPlaceholder: "For example: the profile photo does not show your face.",
    cancel: "Cancel",
    refuseSend: "Refuse and send",
    approved: "{{name}} is approved",
    refused: "{{name}} is refused; the reason was mailed",
    noPhotos: "No photos yet",
    auditEmpty: "Nothing recorded yet",
    auditLoading: "Loading the audit trail",
    when: "When",
    who: "Who",
    what: "Action",
    member: "Member",
    change: "Change",
    why: "Reason",
    search: "Search actions, staff or reasons",
  },
  blog: {
    title: "Blog",
    description:
      "Dating tips, safety advice and stories from Amora: read them, then come and meet members from around the world.",
    categories: "Blog categories",
    all: "All articles",
    popular: "Most read",
    loading: "Loading articles",
    empty: "No articles here yet",
    emptyHint: "New articles arrive from time to time. Please look again later.",
    reads_one: "{{count}} read",
    reads_other: "{{count}} reads",
    back: "Back to the blog",
    missing: "We could not find this article",
    missingHint: "It may have been taken down. The other articles are still here.",
    join: "Meet members from around the world",
    joinHint: "Reviewed profiles, chat with translation, and gifts to say hello.",
    signIn: "Sign in",
    register: "Join free",
    home: "Go to my home page",
  },
  nav: {
    about: "About us",
    contact: "Contact us",
    help: "Help centre",
    privacy: "Privacy policy",
    refund: "Refund and cancellation",
    terms: "Terms of use",
  },

  terms: {
    title: "Terms of use",
    lead: "These terms are the agreement between you and Amora. We have tried to keep them short and plain, so please take a few minutes to read them before you join.",
    sections: [
      {
        title: "Agreeing to these terms",
        paragraphs: [
          "Amora is a social networking and dating site for adults who want to meet people from other countries. By creating an account or using the site, you agree to these terms and to our privacy policy.",
          "If you do not agree, please do not register or use Amora.",
        ],
        parts: [],
      },
      {
        title: "You must be 18 or older",
        paragraphs: [
          "Amora is for adults only. You must be at least 18 years old to register, and people under 18 may not use the site in any way.",
          "Every new account is reviewed by our team before it is approved. We may ask for more information, and we will refuse or close any account that we believe belongs to someone under 18.",
          "You also confirm that the details in your profile, including your birthday and gender, are true.",
        ],
        parts: [],
      },
      {
        title: "Your account and its security",
        paragraphs: [
          "You may have one personal account. Choose a strong password, keep it to yourself and do not let anyone else use your account.",
          "You are responsible for what happens under your account. If you think someone else has signed in as you, change your password and tell us straight away.",
          "Only use the Remember me option on a device that nobody else uses.",
        ],
        parts: [],
      },
      {
        title: "How we expect members to behave",
        paragraphs: [
          "Treat other members with respect. Harassment, threats, hate speech and bullying are not allowed, in public posts or in private messages.",
          "Do not post anything illegal, sexually explicit or violent, and do not advertise, send spam or use automated tools on the site.",
          "Never ask another member for money, bank details or gifts of value, and never pretend to be someone you are not.",
        ],
        parts: [],
      },
      {
        title: "Reports, blocking and moderation",
        paragraphs: [
          "If a member or a post makes you uncomfortable, use the report button on their profile, post or chat. You can report advertising, offensive behaviour or illegal content, and you can block a member so they can no longer contact you.",
          "Our team reviews every report. We may remove content, stop a member from chatting, or suspend or close an account, and we do not always explain these decisions in detail.",
          "Please do not misuse reports. Reporting someone falsely on purpose is itself a breach of these terms.",
        ],
        parts: [],
      },
      {
        title: "Credits, memberships and billing",
        paragraphs: [
          "Some features of Amora are paid. This section explains how credits, paid memberships and charges work.",
        ],
        parts: [
          {
            title: "Virtual credits",
            paragraphs: [
              "Credits are Amora's virtual currency. One credit costs one US dollar, and you can top up your own balance or another member's.",
              "You can spend credits on virtual gifts, chat translation and paid memberships. Credits have no cash value and cannot be exchanged for money or moved outside Amora.",
              "Credits are non-refundable once they have been used.",
            ],
          },
          {
            title: "Paid memberships",
            paragraphs: [
              "We offer two paid memberships, silver and gold. Each is bought for a fixed period, and the upgrade page lists the features and prices of each.",
              "A membership belongs to the account that bought it and cannot be transferred, sold or shared.",
              "Memberships do not renew automatically. Your membership simply ends at the end of the period you paid for, your account returns to free membership, and you are never charged again unless you choose to buy another period.",
            ],
          },
          {
            title: "Charges, disputes and refunds",
            paragraphs: [
              "Prices are in US dollars. Your card or bank statement will show our charges under the name AMORA*SOCIAL, and your bank may add its own currency conversion fee.",
              "If you do not recognise a charge or think it is wrong, you must report it to us within 60 days of the purchase. After that we may not be able to investigate it.",
              "When we approve a refund, it goes back to the original payment method. Refunds usually take more than a week to process, depending on your bank.",
            ],
          },
        ],
      },
      {
        title: "Your content and the licence you give us",
        paragraphs: [
          "You own the photos, videos, posts and messages you share on Amora. Only upload content that you have the right to share, and never post photos of other people without their permission.",
          "So that we can run the site, you give Amora a worldwide, non-exclusive, royalty-free licence to store, copy, resize, re-encode and show your content to other members. This licence ends when you delete the content or your account, apart from backup copies that we keep for a limited time or must keep by law.",
        ],
        parts: [],
      },
      {
        title: "Meeting people safely",
        paragraphs: [
          "We review profiles, but we cannot check everything a member says about themselves. Take your time getting to know someone and be careful about sharing personal details.",
          "If you decide to meet someone in person, meet in a public place and tell a friend where you are going. You are responsible for your own contact with other members, online and offline.",
        ],
        parts: [],
      },
      {
        title: "Your privacy",
        paragraphs: [
          "Our privacy policy explains what information we collect, how we use it and the choices you have. It forms part of these terms.",
        ],
        parts: [],
      },
      {
        title: "Closing an account",
        paragraphs: [
          "You can ask us to delete your account at any time by contacting customer service. Unused credits and any remaining membership time are lost when an account is deleted.",
          "We may suspend or close your account if you break these terms, if we are required to by law, or to protect other members. If we close an account for a serious breach, we do not refund credits or membership time.",
        ],
        parts: [],
      },
      {
        title: "Changes to the site and these terms",
        paragraphs: [
          "Amora keeps changing, and we may add, change or remove features at any time.",
          "We may update these terms from time to time. When we make an important change, we will tell you on the site before it takes effect, and if you keep using Amora afterwards, the new terms apply.",
        ],
        parts: [],
      },
      {
        title: "Languages and other matters",
        paragraphs: [
          "These terms are published in English, traditional Chinese and simplified Chinese. They say the same thing, but if the versions ever differ, the English version applies.",
          "If any part of these terms cannot be enforced, the rest still applies. If we do not enforce a term straight away, we have not given up the right to do so later.",
        ],
        parts: [],
      },
    ],
    low: {
      title: "Limitation of liability and governing law",
      paragraphs: [
        "We work hard to keep Amora safe and running, but we provide the site as it is and cannot promise that it will always be available or free of errors. We are not responsible for the behaviour of members, on the site or off it.",
        "As far as the law allows, we are not liable for indirect or unforeseeable loss, and our total liability to you is limited to the amount you paid us in the 12 months before the claim. Nothing in these terms limits rights that you have under consumer protection law.",
        "These terms are governed by the laws of the Hong Kong Special Administrative Region, and the courts of Hong Kong will hear any dispute about them.",
      ],
    },
    owner: {
      title: "Who operates Amora",
      paragraphs: [
        "Amora is operated by Amora Social Ltd., a company registered in Hong Kong.",
        "Registered address: Unit 1808, 18/F, Harbourfront Tower, 118 Gloucester Road, Wan Chai, Hong Kong.",
        "E-mail: support@amora.example. Charges from Amora appear on your statement as AMORA*SOCIAL.",
      ],
    },
  },

  about: {
    title: "About us",
    lead: "Amora helps adults meet new people across borders, whether they are looking for friendship, conversation or love.",
    sections: [
      {
        title: "Why we built Amora",
        paragraphs: [
          "Some of the best connections begin with someone who lives far away. We built Amora so that people in different countries can find each other, get talking and see where it leads.",
          "On Amora you can browse members, follow the people you like, chat in real time, send mails and gifts, and share moments in your newsfeed.",
        ],
      },
      {
        title: "English and Chinese, side by side",
        paragraphs: [
          "Amora is available in English, traditional Chinese and simplified Chinese, and you can switch languages at any time.",
          "When words get in the way, the translate button in chat helps you understand each other.",
        ],
      },
      {
        title: "Safety comes first",
        paragraphs: [
          "Every new profile is reviewed by our team before it goes live. This keeps out fake accounts and people who should not be here.",
          "If anyone bothers you, you can report or block them in a couple of taps. Our moderators read every report and act on it.",
        ],
      },
      {
        title: "For adults only",
        paragraphs: [
          "Amora is only for people aged 18 and over. We do not allow anyone under 18 to register, and we close any account that we find belongs to a minor.",
          "Amora is run by Amora Social Ltd. in Hong Kong.",
        ],
      },
    ],
  },

  contact: {
    title: "Contact us",
    lead: "Have a question or a problem? We are happy to help.",
    sections: [
      {
        title: "Write to us",
        paragraphs: [
          "E-mail us at support@amora.example, or use the customer service chat on the site. We answer within 2 business days.",
          "Please write from the e-mail address on your account and include your username, so we can find you quickly.",
        ],
      },
      {
        title: "Billing questions",
        paragraphs: [
          "Our charges appear on your card or bank statement as AMORA*SOCIAL. If you see a charge you do not recognise, please tell us within 60 days of the purchase.",
          "Include the date, the amount and the last four digits of your card. Never send us your full card number or security code.",
        ],
      },
      {
        title: "Reporting a member",
        paragraphs: [
          "To report a member, a post or a message, use the report button on their profile, post or chat. This sends us everything we need to look into it.",
          "If you are ever in immediate danger, contact your local police first.",
        ],
      },
      {
        title: "Postal address",
        paragraphs: [
          "Amora Social Ltd., Unit 1808, 18/F, Harbourfront Tower, 118 Gloucester Road, Wan Chai, Hong Kong.",
        ],
      },
    ],
  },

  help: {
    title: "Help centre",
    lead: "Answers to the questions members ask us most. If you cannot find what you need, contact customer service.",
    faqs: [
      {
        q: "How do I join, and why is my account under review?",
        a: "Register with a username, your e-mail address, a password, your birthday and your country. Our team then reviews every new account before approving it, which usually does not take long, and you can sign in to check the status at any time.",
      },
      {
        q: "Who can join Amora?",
        a: "Anyone aged 18 or over. Amora is for adults only, and we close any account that belongs to someone under 18.",
      },
      {
        q: "I cannot sign in. What should I do?",
        a: "Check that you are using the right username or e-mail address and that Caps Lock is off. If you have forgotten your password, choose Forgot password and enter your e-mail address: we will send you a link to set a new one, which is valid for 30 minutes.",
      },
      {
        q: "What do online and hidden mean?",
        a: "When your status is online, other members can see that you are on the site right now. Switch to hidden on your profile if you would rather browse quietly, and switch back whenever you like.",
      },
      {
        q: "How does following work?",
        a: "Choose Follow on any member you like. You will find them under My likes, members who follow you under Likes me, and people who follow each other under Mutual likes.",
      },
      {
        q: "Can I chat and send mails as a free member?",
        a: "Yes. Free members get a number of free chat messages each day, and when they run out, you will be invited to upgrade. Mails are a good way to write longer messages, and gold members can chat freely.",
      },
      {
        q: "How do gifts and credits work?",
        a: "Credits are our virtual currency: one credit costs one US dollar. Top up your balance on the recharge page, for yourself or for another member, then choose a gift from the gift store to send someone a smile.",
      },
      {
        q: "What is the difference between silver and gold, and do they renew?",
        a: "Both memberships unlock more of Amora, and gold adds extras such as free chat and free translation; the upgrade page compares them. Neither renews automatically: your membership ends at the end of the period you paid for, and you are never charged again unless you buy another period.",
      },
      {
        q: "How does translation work?",
        a: "In a chat, use the translate button to translate a message into your language. Translation uses credits, and it is free for gold members.",
      },
      {
        q: "How do I report or block someone?",
        a: "Use the report button on the member's profile, post or chat and choose a reason. You can also block them so they can no longer contact you, and our team reviews every report.",
      },
      {
        q: "How do I delete my account?",
        a: "Contact customer service or e-mail support@amora.example from the address on your account, and we will delete it for you. Unused credits and membership time are lost when the account is deleted.",
      },
      {
        q: "How do I change the language?",
        a: "Use the language switch at the top of the site, or the language option on the sign-in page and in your settings. Your choice is remembered on your device.",
      },
    ],
  },

  privacy: {
    title: "Privacy policy",
    lead: "This policy explains what information Amora collects, why we need it and the choices you have. We only collect what we need to run the site.",
    sections: [
      {
        title: "The information we collect",
        paragraphs: [
          "When you register, we collect your username, e-mail address, birthday, gender, country and interests. You may add a signature, photos, videos and posts to your profile.",
          "We also keep your messages, mails, follows, gifts and reports, records of your purchases, and basic technical data such as your IP address and when you last signed in.",
        ],
      },
      {
        title: "How we use it",
        paragraphs: [
          "We use your information to run Amora: to review and approve accounts, show your profile to other members, deliver your messages, process payments and provide customer service.",
          "We also use it to keep members safe, handle reports, prevent fraud and meet our legal obligations. We do not sell your personal information.",
        ],
      },
      {
        title: "Your photos and videos",
        paragraphs: [
          "Photos are re-encoded when you upload them, and location data and other hidden metadata are removed, so a picture never reveals where it was taken.",
          "Your photos, videos and posts can be seen by other members, so only share what you are happy for them to see.",
        ],
      },
      {
        title: "Your password",
        paragraphs: [
          "We never store your password as you typed it. It is kept only as a secure hash, so nobody at Amora can read it.",
        ],
      },
      {
        title: "Who we share it with",
        paragraphs: [
          "When you pay, we pass the payment provider only the details needed to complete and check the payment. Card numbers are handled by the payment provider.",
          "Apart from that, we share information only when the law requires it, or when it is needed to protect someone's safety.",
        ],
      },
      {
        title: "Cookies and local storage",
        paragraphs: [
          "Amora keeps two things in your browser's local storage: a sign-in token that keeps you signed in, and the language you chose.",
          "If you tick Remember me, your sign-in details are also kept on that device, so please leave it unticked on a shared device. We do not use advertising cookies.",
        ],
      },
      {
        title: "How long we keep it",
        paragraphs: [
          "We keep your information while your account is open. When an account is deleted, we remove its profile and content, apart from records we must keep by law, such as payment records, and backups that expire after a limited time.",
        ],
      },
      {
        title: "Your rights",
        paragraphs: [
          "You can ask to see the personal information we hold about you, to correct it or to delete it. You can change much of your profile yourself in your settings.",
          "For anything else, write to us and we will reply within 2 business days.",
        ],
      },
      {
        title: "Children",
        paragraphs: [
          "Amora is not for anyone under 18. We do not knowingly collect information from minors, and if we learn that an account belongs to someone under 18, we close it and delete its data.",
        ],
      },
      {
        title: "Contact",
        paragraphs: [
          "Questions about privacy go to support@amora.example, or by post to Amora Social Ltd., Unit 1808, 18/F, Harbourfront Tower, 118 Gloucester Road, Wan Chai, Hong Kong.",
        ],
      },
    ],
  },

  refund: {
    title: "Refund and cancellation",
    lead: "How refunds work for credits and memberships, and what to do if a charge looks wrong.",
    sections: [
      {
        title: "Credits",
        paragraphs: [
          "Credits are non-refundable once they have been used, for example on gifts, translation or a membership.",
          "If you bought credits by mistake and have not used any of them, contact us and we will look at your request.",
        ],
      },
      {
        title: "Memberships: nothing to cancel",
        paragraphs: [
          "Silver and gold memberships do not renew automatically, so there is no subscription to cancel. Your membership ends at the end of the period you paid for.",
          "We never charge you again unless you choose to buy another period.",
        ],
      },
      {
        title: "How to ask for a refund",
        paragraphs: [
          "E-mail support@amora.example from the address on your account. Tell us your username, the date and amount of the purchase, and why you are asking for a refund.",
          "We reply within 2 business days and will explain our decision.",
        ],
      },
      {
        title: "The 60-day window for disputed charges",
        paragraphs: [
          "If you do not recognise a charge or think it is wrong, you must report it within 60 days of the purchase. After 60 days we may not be able to investigate it or offer a refund.",
        ],
      },
      {
        title: "How long a refund takes",
        paragraphs: [
          "Approved refunds go back to the original payment method. They usually take more than a week to process, and your bank may take a few more days to show them.",
        ],
      },
      {
        title: "Chargebacks",
        paragraphs: [
          "Please talk to us before asking your bank for a chargeback: most problems can be solved faster that way.",
          "While a chargeback is open, we may pause paid features on the account. If the chargeback is found to be unjustified, we may close the account.",
        ],
      },
      {
        title: "How our charges appear",
        paragraphs: [
          "Charges from Amora appear on your card or bank statement as AMORA*SOCIAL. The amount is in US dollars, and your bank may add a currency conversion fee.",
        ],
      },
    ],
  },
};
