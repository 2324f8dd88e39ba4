/** Every setting a production start requires, with real-looking values (config and start tests). */
export const PRODUCTION_ENV = {
  PAYMENT_GATEWAY_URL: 'https://pasarela.example.com/pago/',
  PAYMENT_GATEWAY_SECRET: 'real-gateway-secret-0123456789abcdef',
  SMS_HTTP_URL: 'https://sms.example.com/send',
  SMTP_URL: 'smtps://avisos:secreto@smtp.example.com:465',
  SMTP_FROM: 'Área Cliente <avisos@example.com>',
  AREA_CLIENTE_URL: 'https://www.example.com/area-cliente/',
  SEPA_CREDITOR_ID: 'ES04ZZZA28000032',
  MARCA_RAZON_SOCIAL: 'Mutua Horizonte Seguros, Mutua de Seguros a Prima Fija',
  ASISTENCIA_TELEFONO_AUTO: '900 100 200',
  ASISTENCIA_TELEFONO_HOGAR: '900 100 201',
  ASISTENCIA_TELEFONO_SALUD: '900 100 202',
  ASISTENCIA_URL: 'https://asistencia.example.com/api',
  ASISTENCIA_TOKEN: 'real-assistance-token-0123456789',
  MAPA_TESELAS_URL: 'https://teselas.example.com/{z}/{x}/{y}.png',
  MAPA_ATRIBUCION: '© colaboradores de OpenStreetMap',
};
