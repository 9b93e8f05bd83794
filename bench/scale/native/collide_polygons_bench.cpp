// Native row of the scale bench: times Box2D v2.4.1's own b2CollidePolygons, compiled with g++ -O2,
// on the corpus and visit sequence that bench/scale/native.ts writes. Prints one JSON line:
// {"pointSum": S, "nsPerCall": [one entry per round]}.
// Usage: collide_polygons_bench <corpus file> <rounds> <turn ms>

#include "box2d/b2_collision.h"
#include "box2d/b2_polygon_shape.h"

#include <chrono>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <vector>

namespace
{
struct Reader
{
	FILE* file;
	int32_t Int()
	{
		int32_t value = 0;
		if (fread(&value, sizeof value, 1, file) != 1) Fail();
		return value;
	}
	float Real()
	{
		double value = 0;
		if (fread(&value, sizeof value, 1, file) != 1) Fail();
		return static_cast<float>(value);
	}
	static void Fail()
	{
		fprintf(stderr, "collide_polygons_bench: the corpus file is truncated\n");
		exit(2);
	}
};

// The polygon exactly as the corpus gives it: vertices and normals injected, never rebuilt.
void ReadPolygon(Reader& in, b2PolygonShape& shape)
{
	shape.m_count = in.Int();
	shape.m_radius = in.Real();
	for (int i = 0; i < b2_maxPolygonVertices; ++i)
	{
		shape.m_vertices[i].x = in.Real();
		shape.m_vertices[i].y = in.Real();
	}
	for (int i = 0; i < b2_maxPolygonVertices; ++i)
	{
		shape.m_normals[i].x = in.Real();
		shape.m_normals[i].y = in.Real();
	}
}

void ReadTransform(Reader& in, b2Transform& xf)
{
	xf.p.x = in.Real();
	xf.p.y = in.Real();
	xf.q.s = in.Real();
	xf.q.c = in.Real();
}

double NowNs()
{
	using namespace std::chrono;
	return static_cast<double>(duration_cast<nanoseconds>(steady_clock::now().time_since_epoch()).count());
}
}  // namespace

int main(int argc, char** argv)
{
	if (argc != 4)
	{
		fprintf(stderr, "usage: %s <corpus file> <rounds> <turn ms>\n", argv[0]);
		return 2;
	}
	FILE* file = fopen(argv[1], "rb");
	if (file == nullptr)
	{
		fprintf(stderr, "collide_polygons_bench: cannot open %s\n", argv[1]);
		return 2;
	}
	Reader in{file};
	const int32_t pairCount = in.Int();
	const int32_t visitCount = in.Int();
	std::vector<b2PolygonShape> shapesA(pairCount), shapesB(pairCount);
	std::vector<b2Transform> xfsA(pairCount), xfsB(pairCount);
	for (int32_t i = 0; i < pairCount; ++i)
	{
		ReadPolygon(in, shapesA[i]);
		ReadTransform(in, xfsA[i]);
		ReadPolygon(in, shapesB[i]);
		ReadTransform(in, xfsB[i]);
	}
	std::vector<int32_t> visits(visitCount);
	for (int32_t k = 0; k < visitCount; ++k) visits[k] = in.Int();
	fclose(file);

	const int rounds = atoi(argv[2]);
	const double turnNs = atof(argv[3]) * 1e6;
	b2Manifold manifold;
	// volatile: the compiler may not drop passes whose point counts nobody reads.
	volatile int64_t pointSum = 0;
	auto pass = [&]() {
		int64_t sum = 0;
		for (int32_t k = 0; k < visitCount; ++k)
		{
			const int32_t i = visits[k];
			b2CollidePolygons(&manifold, &shapesA[i], xfsA[i], &shapesB[i], xfsB[i]);
			sum += manifold.pointCount;
		}
		return sum;
	};

	// Warm-up and calibration: how many passes fill one turn.
	int passes = 1;
	for (;;)
	{
		const double start = NowNs();
		for (int p = 0; p < passes; ++p) pointSum = pointSum + pass();
		if (NowNs() - start >= turnNs) break;
		passes *= 2;
	}

	printf("{\"pointSum\": %lld, \"nsPerCall\": [", static_cast<long long>(pass()));
	for (int r = 0; r < rounds; ++r)
	{
		const double start = NowNs();
		for (int p = 0; p < passes; ++p) pointSum = pointSum + pass();
		const double elapsed = NowNs() - start;
		printf("%s%.3f", r == 0 ? "" : ", ", elapsed / (static_cast<double>(passes) * visitCount));
	}
	printf("]}\n");
	return 0;
}
