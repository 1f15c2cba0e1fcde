export const PUSH_ROUTE_COPY = {
  notSubscribed: 'This device is not subscribed to push notifications',
};
