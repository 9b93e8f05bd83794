// Double sine and cosine as fdlibm 5.3 computes them, the functions V8 (so Node 20) uses for
// Math.sin and Math.cos. musl's sin/cos come from FreeBSD's msun, which changed fdlibm's cosine
// kernel (no `qx` split for |x| > 0.3) and its argument reduction's shortcuts, so they differ from
// Math.sin/Math.cos in the last bit on some angles (compare/native/check-trig.ts counts them); the
// float64 native build calls these instead (rewrite-double.ts maps sinf/cosf here).
//
// Written for this project from fdlibm's published algorithm and constants: the minimax kernels
// on [-pi/4, pi/4], the Cody-Waite reduction by pi/2 in three pieces for |x| up to 2^19 * pi/2,
// and, above that, musl's Payne-Hanek reduction (__rem_pio2, which calls the same
// __kernel_rem_pio2 algorithm fdlibm does; linked renamed b2musl___rem_pio2).

#include <cstdint>
#include <cstring>

extern "C" int b2musl___rem_pio2(double x, double* y);

namespace {

uint32_t high(double x) {
  uint64_t bits;
  std::memcpy(&bits, &x, 8);
  return (uint32_t)(bits >> 32);
}

double fromWords(uint32_t hi, uint32_t lo) {
  uint64_t bits = (uint64_t)hi << 32 | lo;
  double x;
  std::memcpy(&x, &bits, 8);
  return x;
}

// sin on [-pi/4, pi/4], x + y the reduced argument (y its tail), iy = 0 when y is known to be 0.
double kernelSin(double x, double y, int iy) {
  const double S1 = -1.66666666666666324348e-01;
  const double S2 = 8.33333333332248946124e-03;
  const double S3 = -1.98412698298579493134e-04;
  const double S4 = 2.75573137070700676789e-06;
  const double S5 = -2.50507602534068634195e-08;
  const double S6 = 1.58969099521155010221e-10;
  uint32_t ix = high(x) & 0x7fffffff;
  if (ix < 0x3e400000 && (int)x == 0) return x;  // |x| < 2^-27: sin x = x, inexact unless 0
  double z = x * x;
  double v = z * x;
  double r = S2 + z * (S3 + z * (S4 + z * (S5 + z * S6)));
  if (iy == 0) return x + v * (S1 + z * r);
  return x - ((z * (0.5 * y - v * r) - y) - v * S1);
}

// cos on [-pi/4, pi/4]; above 0.3 fdlibm subtracts qx (about x^2/32) from both 1 and x^2/2 to
// keep the subtraction exact.
double kernelCos(double x, double y) {
  const double C1 = 4.16666666666666019037e-02;
  const double C2 = -1.38888888888741095749e-03;
  const double C3 = 2.48015872894767294178e-05;
  const double C4 = -2.75573143513906633035e-07;
  const double C5 = 2.08757232129817482790e-09;
  const double C6 = -1.13596475577881948265e-11;
  uint32_t ix = high(x) & 0x7fffffff;
  if (ix < 0x3e400000 && (int)x == 0) return 1.0;
  double z = x * x;
  double r = z * (C1 + z * (C2 + z * (C3 + z * (C4 + z * (C5 + z * C6)))));
  if (ix < 0x3fd33333) return 1.0 - (0.5 * z - (z * r - x * y));
  double qx = ix > 0x3fe90000 ? 0.28125 : fromWords(ix - 0x00200000, 0);
  double hz = 0.5 * z - qx;
  double a = 1.0 - qx;
  return a - (hz - (z * r - x * y));
}

// x = n * pi/2 + (y[0] + y[1]); returns n.
int remPio2(double x, double* y) {
  const double invpio2 = 6.36619772367581382433e-01;
  const double pio2_1 = 1.57079632673412561417e+00;
  const double pio2_1t = 6.07710050650619224932e-11;
  const double pio2_2 = 6.07710050630396597660e-11;
  const double pio2_2t = 2.02226624879595063154e-21;
  const double pio2_3 = 2.02226624871116645580e-21;
  const double pio2_3t = 8.47842766036889956997e-32;
  uint32_t hx = high(x);
  uint32_t ix = hx & 0x7fffffff;
  bool negative = (hx >> 31) != 0;
  if (ix < 0x4002d97c) {  // |x| < 3pi/4: n = +-1, one or two pieces of pi/2
    double z;
    if (!negative) {
      z = x - pio2_1;
      if (ix != 0x3ff921fb) {
        y[0] = z - pio2_1t;
        y[1] = (z - y[0]) - pio2_1t;
      } else {  // near pi/2: a second piece
        z -= pio2_2;
        y[0] = z - pio2_2t;
        y[1] = (z - y[0]) - pio2_2t;
      }
      return 1;
    }
    z = x + pio2_1;
    if (ix != 0x3ff921fb) {
      y[0] = z + pio2_1t;
      y[1] = (z - y[0]) + pio2_1t;
    } else {
      z += pio2_2;
      y[0] = z + pio2_2t;
      y[1] = (z - y[0]) + pio2_2t;
    }
    return -1;
  }
  if (ix <= 0x413921fb) {  // |x| <= 2^19 * pi/2
    double t = negative ? -x : x;
    int n = (int)(t * invpio2 + 0.5);
    double fn = (double)n;
    double r = t - fn * pio2_1;
    double w = fn * pio2_1t;
    // fdlibm skips the cancellation check when x is not close to one of the first 32 multiples
    // of pi/2 (compared by the high word of n * pi/2).
    bool nearMultiple = n >= 32 || ix == high((double)n * 1.57079632679489661923);
    y[0] = r - w;
    if (nearMultiple) {
      uint32_t j = ix >> 20;
      int i = (int)j - (int)((high(y[0]) >> 20) & 0x7ff);
      if (i > 16) {  // a second piece of pi/2
        t = r;
        w = fn * pio2_2;
        r = t - w;
        w = fn * pio2_2t - ((t - r) - w);
        y[0] = r - w;
        i = (int)j - (int)((high(y[0]) >> 20) & 0x7ff);
        if (i > 49) {  // and a third
          t = r;
          w = fn * pio2_3;
          r = t - w;
          w = fn * pio2_3t - ((t - r) - w);
          y[0] = r - w;
        }
      }
    }
    y[1] = (r - y[0]) - w;
    if (negative) {
      y[0] = -y[0];
      y[1] = -y[1];
      return -n;
    }
    return n;
  }
  return b2musl___rem_pio2(x, y);
}

}  // namespace

extern "C" double b2_fdlibm_sin(double x) {
  uint32_t ix = high(x) & 0x7fffffff;
  if (ix <= 0x3fe921fb) return kernelSin(x, 0.0, 0);
  if (ix >= 0x7ff00000) return x - x;
  double y[2];
  switch (remPio2(x, y) & 3) {
    case 0:
      return kernelSin(y[0], y[1], 1);
    case 1:
      return kernelCos(y[0], y[1]);
    case 2:
      return -kernelSin(y[0], y[1], 1);
    default:
      return -kernelCos(y[0], y[1]);
  }
}

extern "C" double b2_fdlibm_cos(double x) {
  uint32_t ix = high(x) & 0x7fffffff;
  if (ix <= 0x3fe921fb) return kernelCos(x, 0.0);
  if (ix >= 0x7ff00000) return x - x;
  double y[2];
  switch (remPio2(x, y) & 3) {
    case 0:
      return kernelCos(y[0], y[1]);
    case 1:
      return -kernelSin(y[0], y[1], 1);
    case 2:
      return -kernelCos(y[0], y[1]);
    default:
      return kernelSin(y[0], y[1], 1);
  }
}
