/**
 * A stand-in for Stripe.js, served in place of https://js.stripe.com/... in browser tests: enough of
 * `Stripe()` for @stripe/react-stripe-js (elements, a payment element that mounts and reports ready)
 * and a confirmPayment that redirects to the return URL like Stripe does, or declines when the page
 * sets `window.__fakeStripeDecline`.
 */
export const FAKE_STRIPE_JS = `
(function () {
  function Stripe(key) {
    var state = { key: key, clientSecret: null };
    window.__fakeStripe = state;
    var stripe = {
      elements: function (options) {
        state.clientSecret = options && options.clientSecret;
        return {
          create: function (type) {
            var handlers = {};
            var element = {
              mount: function (node) {
                var target = typeof node === 'string' ? document.querySelector(node) : node;
                target.innerHTML =
                  '<div data-testid="fake-payment-element" style="padding:14px;border:2px dashed #45e3ff;border-radius:6px;color:#f2f4ff;font-family:monospace">' +
                  'TEST CARD 4242 4242 4242 4242 · 12/34 · 123</div>';
                setTimeout(function () {
                  (handlers.ready || []).forEach(function (fn) { fn({ elementType: type }); });
                }, 0);
              },
              on: function (event, fn) { (handlers[event] = handlers[event] || []).push(fn); return element; },
              off: function (event, fn) {
                handlers[event] = (handlers[event] || []).filter(function (f) { return f !== fn; });
                return element;
              },
              update: function () {}, destroy: function () {}, unmount: function () {},
              focus: function () {}, blur: function () {}, clear: function () {}
            };
            return element;
          },
          getElement: function () { return null; },
          update: function () {},
          fetchUpdates: function () { return Promise.resolve({}); },
          submit: function () { return Promise.resolve({}); }
        };
      },
      confirmPayment: function (options) {
        window.__fakeStripeConfirm = { clientSecret: state.clientSecret, returnUrl: options.confirmParams.return_url };
        if (window.__fakeStripeDecline) {
          return Promise.resolve({ error: { type: 'card_error', message: 'Your card was declined.' } });
        }
        var intent = String(state.clientSecret).split('_secret_')[0];
        window.location.href = options.confirmParams.return_url + '&payment_intent=' + intent +
          '&payment_intent_client_secret=' + state.clientSecret + '&redirect_status=succeeded';
        return new Promise(function () {});
      },
      createToken: function () { return Promise.resolve({}); },
      createPaymentMethod: function () { return Promise.resolve({}); },
      confirmCardPayment: function () { return Promise.resolve({}); },
      _registerWrapper: function () {},
      registerAppInfo: function () {}
    };
    return stripe;
  }
  Stripe.version = 'endive';
  window.Stripe = Stripe;
})();
`;
