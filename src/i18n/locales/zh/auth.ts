import type { Messages } from '@/i18n/messages';

export const auth: Messages['auth'] = {
  metaTitle: '登录',
  metaDescription: '登录 {product}，创建 AI 产品演示，跟进每一次对话，发现哪些访客已准备好购买。',
  title: '欢迎回来',
  subtitle: '登录以管理您的 AI 演示，并及时跟进最有意向的线索。',
  tabsLabel: '登录或创建账户',
  signInTab: '登录',
  signUpTab: '注册',
  emailLabel: '工作邮箱',
  emailPlaceholder: 'name@company.cn',
  rememberMe: '{days} 天内保持登录',
  sendCode: '发送 {digits} 位验证码',
  sendCodeHint: '我们会通过邮件向您发送 {digits} 位验证码，无需记住密码。',
  divider: '或',
  signInWithPassword: '使用密码登录',
  redirecting: '正在打开 {product}…',
  noAccount: '还没有账户？{link}',
  signUpLink: '立即注册',
  legalNote: '继续即表示您同意我们的{terms}和{privacy}。',
  termsLink: '服务条款',
  privacyLink: '隐私政策',
  errors: {
    emailRequired: '请输入您的邮箱地址。',
    emailInvalid: '请输入有效的邮箱地址，例如 name@company.cn。',
  },
  signUp: {
    title: '创建账户',
    subtitle: '10 分钟内上线您的第一个 AI 演示，无需信用卡。',
    submit: '免费创建账户',
    haveAccount: '已有账户？{link}',
    signInLink: '立即登录',
  },
  carousel: {
    label: '{product} 为您带来什么',
    previous: '上一张',
    next: '下一张',
    goTo: '显示第 {number} 张：{title}',
    slideLabel: '第 {number} 张，共 {total} 张',
    pause: '暂停轮播',
    play: '播放轮播',
    slides: [
      {
        title: '实时分析',
        description:
          '实时查看演示过程，了解每位访客浏览了哪些功能、提出了哪些问题、在哪里停留最久。',
      },
      {
        title: '线索洞察',
        description: '每次对话都会按预算、时间线和购买意向打分，让销售团队优先联系最合适的人。',
      },
      {
        title: '互动洞察',
        description: '找出最常见的问题和顾虑，把它们变成更有说服力的推介。',
      },
    ],
  },
};
