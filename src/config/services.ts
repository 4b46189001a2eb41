/** The platform's four services, as the home page cards and the footer list them. */
export interface ServiceLink {
  title: string;
  to: string;
  /** One line for the home page card. */
  text: string;
}

export const SERVICES: readonly ServiceLink[] = [
  {
    title: 'Реестр API',
    to: '/docs/services/api-registry/description',
    text: 'Каталог всех API компании: спецификации, типы, статусы жизненного цикла, согласование и mock-серверы.',
  },
  {
    title: 'Управление API',
    to: '/docs/services/api-management/description',
    text: 'Шлюз и консоль: публикация API, ключи, сертификаты mTLS, политики, балансировка и аналитика.',
  },
  {
    title: 'API-платформа',
    to: '/docs/services/api-platform',
    text: 'Портал для внутренних команд: витрина API, документация, консоль «Попробовать» и выдача ключей.',
  },
  {
    title: 'Экстранет',
    to: '/docs/services/extranet',
    text: 'Портал для партнёров: регистрация организаций, заявки на доступ и внешний контур шлюза.',
  },
];
