/** Every path of the app, so links never spell them twice. */
export const ROUTES = {
  login: '/login',
  signup: '/signup',
  passwordReset: '/password-reset',
  passwordRecoverSuccess: '/password-recover-success',
  passwordRecover: '/public/password_recover',
  guestView: '/digital-guides-view',
  confirmation: '/confirmation',
  registerConfirm: '/public/register_confirm',
  successRegistered: '/public/success-registered',
  mainPanel: '/main-panel',
  guides: '/digital-guides',
  guideEdit: (id: number | string) => `/digital-guides/${id}/edit`,
  /** The workspace's shared topics: written once, placed in many guides' categories. */
  sharedTopics: '/shared-topics',
  mediaLibrary: '/media-library',
  invitesHome: '/invites-home',
  template: '/template',
  /** Invites > Messages: the timed messages' rules. */
  messages: '/messages',
  /** Invites > Requests: the guests' requests (the inbox) and what guests can ask for. */
  requests: '/requests',
  setting: '/setting',
  helpCenter: '/help-center',
  profiles: '/profiles',
  /** My Account > Guide Branding: the workspace's default branding. */
  workspaceBranding: '/guide-branding',
  /** My Account > Api Access: the account's API tokens. */
  apiAccess: '/api-access',
  /** My Account > Webhooks: the workspace's webhook endpoints and their deliveries. */
  webhooks: '/webhooks',
  /** My Account > Grand User Access: the workspace's members and invitations. */
  team: '/team',
  /** My Account > White Label (Reseller): the workspace's own name on guests' e-mails and print-outs, and its domain. */
  whiteLabel: '/white-label',
  /** The e-mailed link of a team invitation: ?vc=..&vi=.. (open signed in or not). */
  teamInvitation: '/public/team_invitation',
  /** The e-mailed link of a workspace handed over to a member: ?vc=..&vi=.. (accepted signed in). */
  workspaceTransfer: '/public/workspace_transfer',
  logout: '/logout',
  /** The map editor; the map's id travels in ?mid= (/dashboard/guidebook-map?mid={map id}). */
  guidebookMapPage: '/dashboard/guidebook-map',
  guidebookMap: (id: number | string) => `/dashboard/guidebook-map?mid=${id}`,
} as const;
